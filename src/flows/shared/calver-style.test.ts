import { describe, expect, it } from "vitest";
import { calverStyle } from "./calver-style.ts";

const context = { env: {}, now: () => new Date("2026-06-15T12:00:00Z") };
const at = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;

/** A Map that counts the keys it was asked for. */
class CountingMap<K, V> extends Map<K, V> {
  asked = 0;
  override get(key: K): V | undefined {
    this.asked++;
    return super.get(key);
  }
}

describe("calverStyle", () => {
  it("reads the month from the dates of the newest releases", () => {
    const dates = new Map([
      ["v26.1.0", at("2026-01-20")],
      ["v26.2.0", at("2026-02-02")],
      ["v26.3.0", at("2026-03-11")],
    ]);
    expect(calverStyle([...dates.keys()], "v{version}", context, dates)).toEqual({
      format: "YY.M.MICRO",
      why: "the newest release tags (26.3.0, 26.2.0, 26.1.0) start with the year and then the month",
    });
    // Without the dates the same versions show no month (no gap tells it): a count.
    expect(calverStyle([...dates.keys()], "v{version}", context)?.format).toBe("YY.N.MICRO");
  });

  it("dates only the tags of the newest ten finals, whatever the number of tags (issue 45)", () => {
    const dates = new CountingMap<string, number>();
    const tags: string[] = [];
    for (let i = 0; i < 5000; i++) {
      const tag = `v0.${Math.floor(i / 100)}.${i % 100}`;
      tags.push(tag);
      dates.set(tag, at("2015-01-01") + i * 60);
    }
    for (const [tag, day] of [
      ["v26.1.0", "2026-01-20"],
      ["v26.2.0", "2026-02-02"],
      ["v26.3.0", "2026-03-11"],
    ] as const) {
      tags.push(tag);
      dates.set(tag, at(day));
    }
    expect(calverStyle(tags, "v{version}", context, dates)?.format).toBe("YY.M.MICRO");
    // The three calendar releases and the seven newest of the others: ten of 5,003.
    expect(dates.asked).toBe(10);
  });

  it("a release of a newest version tagged twice is dated by its later tag, as before", () => {
    // 26.4.0 tagged in April names its month; its second spelling (26.04.0, tagged in 2027) comes last.
    const dates = new Map([
      ["v26.1.0", at("2026-01-20")],
      ["v26.3.0", at("2026-03-02")],
      ["v26.4.0", at("2026-04-11")],
      ["v26.04.0", at("2027-09-01")],
    ]);
    expect(calverStyle([...dates.keys()], "v{version}", context, dates)).toBeUndefined();
  });
});

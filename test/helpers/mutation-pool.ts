import type { Plugin } from "vite";
import type { PoolOptions, PoolRunnerInitializer, PoolWorker, WorkerRequest } from "vitest/node";
import { ThreadsPoolWorker } from "vitest/node";

/**
 * For mutation runs only (vitest.mutation.config.ts): one test thread that outlives each run.
 *
 * Stryker runs the covering tests once per mutant, each time as a new vitest run, and vitest
 * starts a new worker thread for every run and ends it after. Starting the thread and loading
 * vitest's runtime into it took about 300 ms of CPU, against 5 to 50 ms for the tests themselves:
 * most of a mutation run was spent starting threads.
 *
 * This pool starts the thread once per Stryker test runner and keeps it. Every run still gets its
 * own PoolRunner (vitest's side of the conversation); the thread is told to start once, and each
 * later "start" and every "stop" is answered here. The thread still isolates each test file (the
 * `isolate` default: every module of ours is evaluated afresh per file), so no state of one mutant's
 * run leaks into the next; only the runtime and node_modules stay loaded. What a run filters by
 * name (Stryker sets the project's `testNamePattern` before each run) travels with each file of
 * the run, since the config the thread holds is the one of its first start.
 */
export const PERSISTENT_POOL = "persistent-threads";

type Listener = (arg: unknown) => void;

interface SharedThread {
  readonly worker: ThreadsPoolWorker;
  /** True once the thread has been sent its one "start". */
  started: boolean;
  /** True from a "run" or "collect" until the thread says the files are finished. */
  busy: boolean;
}

let shared: SharedThread | undefined;

class PersistentThreadsWorker implements PoolWorker {
  readonly name = PERSISTENT_POOL;
  private readonly listeners: Array<[string, Listener]> = [];

  constructor(private readonly options: PoolOptions) {}

  async start(): Promise<void> {
    if (shared) return;
    const worker = new ThreadsPoolWorker(this.options);
    await worker.start();
    const thread: SharedThread = { worker, started: false, busy: false };
    shared = thread;
    worker.on("exit", () => {
      if (shared === thread) shared = undefined;
    });
    worker.on("message", (message: { __vitest_worker_response__?: boolean; type?: string }) => {
      if (message?.__vitest_worker_response__ && message.type === "testfileFinished") thread.busy = false;
    });
    // The thread must not keep Stryker's test runner process alive once vitest is closed.
    (worker as unknown as { thread: { unref(): void } }).thread.unref();
  }

  async stop(): Promise<void> {
    // This run is over: its PoolRunner stops listening; the thread stays for the next run.
    for (const [event, callback] of this.listeners.splice(0)) shared?.worker.off(event, callback);
    // A run vitest gave up on (cancelled, or its runner failed) may still be going: that thread
    // is ended, as vitest would, so that nothing of it reaches the next run. (Stryker's `bail`
    // cancels a run at its first failing test: stryker.config.mjs turns it off for this reason.)
    if (shared?.busy) {
      const { worker } = shared;
      shared = undefined;
      await worker.stop();
    }
  }

  on(event: string, callback: Listener): void {
    this.listeners.push([event, callback]);
    this.thread().worker.on(event, callback);
  }

  off(event: string, callback: Listener): void {
    const at = this.listeners.findIndex(([e, c]) => e === event && c === callback);
    if (at !== -1) this.listeners.splice(at, 1);
    shared?.worker.off(event, callback);
  }

  send(message: WorkerRequest): void {
    const thread = this.thread();
    if (message.type === "start") {
      if (thread.started) {
        this.answer("started");
        return;
      }
      thread.started = true;
    } else if (message.type === "stop") {
      this.answer("stopped");
      return;
    } else if (message.type === "run" || message.type === "collect") {
      thread.busy = true;
      const pattern = this.options.project.config.testNamePattern;
      for (const file of message.context.files) file.testNamePattern ??= pattern;
    }
    thread.worker.send(message);
  }

  deserialize(data: unknown): unknown {
    return data;
  }

  private thread(): SharedThread {
    if (!shared) throw new Error("the persistent test thread is not started");
    return shared;
  }

  /** Answers a request the thread is not sent, as the thread would. */
  private answer(type: "started" | "stopped"): void {
    const response = { type, __vitest_worker_response__: true };
    setImmediate(() => {
      for (const [event, callback] of this.listeners) if (event === "message") callback(response);
    });
  }
}

const initializer: PoolRunnerInitializer = {
  name: PERSISTENT_POOL,
  createPoolWorker: (options) => new PersistentThreadsWorker(options),
};

/** A vite plugin that puts every project on the persistent pool (Stryker asks vitest for "threads"). */
export function persistentThreadPool(): Plugin {
  return {
    name: "releaser:persistent-thread-pool",
    configureVitest({ project }) {
      project.config.pool = PERSISTENT_POOL;
      project.config.poolRunner = initializer;
    },
  };
}

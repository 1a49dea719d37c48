declare const __RELEASER_VERSION__: string | undefined;

/** The package version, injected by the bundler; "0.0.0-dev" when run from source. */
export const VERSION: string = typeof __RELEASER_VERSION__ === "string" ? __RELEASER_VERSION__ : "0.0.0-dev";

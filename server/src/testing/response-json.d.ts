/**
 * Server tests read a response body in whatever shape they go on to assert, as the DOM types let
 * browser code do; Node's fetch types say `unknown`. Only the server tests' program sees this file.
 */
declare global {
  interface Response {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the point of this file, see above
    json(): Promise<any>;
  }
}

export {};

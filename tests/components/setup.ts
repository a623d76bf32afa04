/**
 * Every component test: jest-dom's matchers, next/navigation following jsdom's location,
 * and msw answering the screens' fetch calls (tests/components/server.ts). A call no test
 * answered fails the test, so a screen never passes by talking to nothing.
 */
import "@testing-library/jest-dom";
import { server } from "./server";

jest.mock("next/navigation", () => jest.requireActual("./navigation").navigation);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  window.history.replaceState(null, "", "/");
});
afterAll(() => server.close());

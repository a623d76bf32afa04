/**
 * Every component test: jest-dom's matchers, Testing Library's waits, next/navigation
 * following jsdom's location, and msw answering the screens' fetch calls (tests/components/server.ts). A call no test
 * answered fails the test, so a screen never passes by talking to nothing.
 */
import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { server } from "./server";

// findBy and waitFor wait as a person would for a screen to answer: up to 5 s (Testing
// Library's 1 s ran out when CI's other layers loaded the machine — a 50-row page rendering
// took longer, with nothing wrong). They return as soon as the page shows it.
configure({ asyncUtilTimeout: 5_000 });

jest.mock("next/navigation", () => jest.requireActual("./navigation").navigation);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  window.history.replaceState(null, "", "/");
});
afterAll(() => server.close());

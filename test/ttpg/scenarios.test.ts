/**
 * The shared scenarios (test/scenarios/scenarios.ts) on Tabletop Playground: ttpg-mock objects,
 * the bundled Avatar Card script, buttons and context actions clicked as players.
 */
import { afterEach, vi } from "vitest";
import { ttpgDriver } from "../hosts/ttpg-driver";
import { runScenarios } from "../scenarios/scenarios";

afterEach(() => {
  vi.useRealTimers();
});

runScenarios("TTPG (ttpg-mock, the bundled scripts)", ttpgDriver);

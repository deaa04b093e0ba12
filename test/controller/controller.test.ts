/**
 * The shared controller on a paper table: every scenario of test/scenarios/scenarios.ts (the same
 * list TTPG and TTS run), with no platform at all.
 */
import { paperDriver } from "../hosts/paper-driver";
import { runScenarios } from "../scenarios/scenarios";

runScenarios("the paper table", paperDriver);

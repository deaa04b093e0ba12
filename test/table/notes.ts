import { MAX_JSON_LENGTH } from "../../src/table/json";

/** Text players (or pranksters) might type into a Room tile's GM Notes. */
export const HOSTILE_NOTES = [
  '{"slots":"); os.exit()--"}',
  '{"slots":0x10}',
  '{"slots":6); os.exit()--}',
  "return {slots=6}",
  '{"slots":6,}',
  '{"slots":6} trailing',
  '{"slots":-3}',
  '{"slots":6.5}',
  '{"slots":600}',
  '{"slots":"6"}',
  '{"slots":null}',
  '{"slots":[6]}',
  '{"slots":' + "[".repeat(3000) + "}",
  '{"slots":6' + " ".repeat(MAX_JSON_LENGTH) + "}",
  '{"slots\\',
  '{"slots":6e',
  "{slots:6}",
  "slots: 6",
  '{"slots":Infinity}',
  '{"slots":NaN}',
  '{"slots":1e999}',
];

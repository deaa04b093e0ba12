import { defineConfig } from "vitest/config";

export default defineConfig({
  // ttpg-mock stands in for TTPG's types-only API package (STACK-NOTES.md).
  resolve: { alias: { "@tabletop-playground/api": "ttpg-mock" } },
  test: {
    globals: true,
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/global-build.ts"],
    setupFiles: ["test/setup-ttpg.ts"],
  },
});

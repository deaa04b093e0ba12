/**
 * The table's layout, made by the build from mod/ (tools/ttpg/scripts.ts resolves this module
 * into table.js). A .ts file, not a .d.ts, so that the type checker reads it (skipLibCheck skips
 * declaration files): the layout is typed as lay-table.ts's TableLayout, not `any`.
 */
declare module "jukas:layout" {
  const layout: import("./lay-table").TableLayout;
  export default layout;
}

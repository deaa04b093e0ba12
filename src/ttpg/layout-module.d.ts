/** The table's layout, made by the build from mod/ (tools/ttpg/scripts.ts resolves this module). */
declare module "jukas:layout" {
  import { TableLayout } from "./lay-table";
  const layout: TableLayout;
  export default layout;
}

/** A name as file and image names spell it: "Alchemical Laboratory" → "alchemical-laboratory". */
export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** `npm run watch`'s scheduling: changes gathered, never two builds at once, a change during a build builds again. */
import { Serial, ignored } from "../../tools/dev/watch";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("npm run watch", () => {
  it("gathers a burst of changes into one run", async () => {
    const runs: string[][] = [];
    const serial = new Serial(async (reasons) => {
      runs.push(reasons);
    }, 30);
    serial.trigger("src/a.ts changed");
    serial.trigger("src/b.ts changed");
    serial.trigger("src/a.ts changed");
    await sleep(10);
    expect(runs).toEqual([]);
    await serial.idle();
    expect(runs).toEqual([["src/a.ts changed", "src/b.ts changed"]]);
  });

  it("never runs twice at once: a change during a run runs once more after it", async () => {
    let running = 0;
    let most = 0;
    const runs: string[][] = [];
    const serial = new Serial(async (reasons) => {
      running++;
      most = Math.max(most, running);
      runs.push(reasons);
      await sleep(60);
      running--;
    }, 10);
    serial.trigger("start");
    await sleep(25); // the first run is under way
    serial.trigger("mod/x.json changed");
    serial.trigger("assets/y.svg changed");
    await serial.idle();
    expect(most).toBe(1);
    expect(runs).toEqual([["start"], ["mod/x.json changed", "assets/y.svg changed"]]);
  });

  it("goes on after a failed run", async () => {
    const runs: number[] = [];
    const serial = new Serial(async () => {
      runs.push(runs.length);
      if (runs.length === 1) throw new Error("build failed");
    }, 5);
    serial.trigger("a");
    await serial.idle();
    serial.trigger("b");
    await serial.idle();
    expect(runs).toEqual([0, 1]);
  });

  it("ignores editors' temporary files", () => {
    for (const f of ["src/.#avatar.ts", "src/avatar.ts~", "src/.avatar.ts.swp", "src/#avatar.ts#", "mod/4913"])
      expect(ignored(f)).toBe(true);
    for (const f of ["src/tts/avatar.ts", "mod/objects/room.json", "assets/icons/rose.svg"]) expect(ignored(f)).toBe(false);
  });
});

// Whether MoonSharp 2.0.0.0 finds one CLR object's handles equal as Lua table keys, when each call
// into the host hands out a new handle for it, as TTS does with its objects (src/tts/read.ts keys
// what it knows of an object by the object). Prints one word per check; test/hosts/moonsharp-identity.test.ts reads them.
using System;
using MoonSharp.Interpreter;

public class Thing { }

public static class Identity {
	static readonly Thing a = new Thing();
	static readonly Thing b = new Thing();

	public static void Main() {
		UserData.RegisterType<Thing>();
		var script = new Script(CoreModules.Preset_SoftSandbox);
		script.Globals["getA"] = (Func<Thing>)(() => a);
		script.Globals["getB"] = (Func<Thing>)(() => b);
		script.Globals["both"] = (Func<Thing[]>)(() => new Thing[] { a, b });
		var r = script.DoString(@"
			local kept = {}
			kept[getA()] = 'a'
			kept[getB()] = 'b'
			local listed = both()
			return tostring(kept[getA()]) .. ' ' .. tostring(kept[listed[2]]) .. ' ' .. tostring(getA() == getA())
				.. ' ' .. tostring(getA() == getB()) .. ' ' .. tostring(rawequal(listed[1], getA()))");
		Console.WriteLine(r.String);
	}
}

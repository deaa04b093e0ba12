// moonsharp-bridge: runs Lua in MoonSharp 2.0.0.0, the interpreter Tabletop Simulator embeds, for
// the Node test hosts (hosts/moonsharp/). One process holds many scripts (one per object);
// Node and this process take turns over two pipes, one JSON message a line, so that a call can
// nest: Node calls a Lua function, the Lua calls a TTS API function that Node serves, which may
// call into Lua again. Whoever waits for a "ret" serves every other message meanwhile.
//
// Values cross as JSON: nil, booleans, strings, whole numbers as numbers, any other number as its
// bits {"b":"<hex>"} (Mono neither prints nor parses every double exactly) or {"n":"NaN"},
// tables as {"t":[[k,v],...],"m":"V"|"C"|<metatable>} (copied; "V"/"C" are TTS's Vector and Color),
// {"u":id} an object of the host (a userdata here, served by Node), {"f":id} a Lua function kept
// here, {"h":id} a function of Node's.
//
//   mcs -out:bridge.exe -r:MoonSharp.Interpreter.dll bridge.cs
//   mono bridge.exe   (stdin: Node's messages; stdout: replies and requests)
using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Reflection;
using System.Text;
using System.Xml;
using MoonSharp.Interpreter;
using MoonSharp.Interpreter.Debugging;
using MoonSharp.Interpreter.Interop;

using Msg = System.Collections.Generic.Dictionary<string, object>;

static class Bridge
{
	// The core modules a TTS object script gets: no io, no os beyond time, no load of files, no debug.
	const CoreModules Tts = CoreModules.Basic | CoreModules.Bit32 | CoreModules.Coroutine
		| CoreModules.Dynamic | CoreModules.ErrorHandling | CoreModules.GlobalConsts | CoreModules.Math
		| CoreModules.Metatables | CoreModules.OS_Time | CoreModules.String | CoreModules.Table
		| CoreModules.TableIterators;

	static TextReader input;
	static TextWriter output;
	static readonly Dictionary<int, Vm> vms = new Dictionary<int, Vm>();
	static readonly Dictionary<Script, Vm> byScript = new Dictionary<Script, Vm>();

	static int Main()
	{
		input = new StreamReader(Console.OpenStandardInput(), new UTF8Encoding(false), false, 1 << 16);
		output = new StreamWriter(Console.OpenStandardOutput(), new UTF8Encoding(false), 1 << 16);
		UserData.RegisterType<HostRef>(new HostRefDescriptor());
		string line;
		while ((line = input.ReadLine()) != null) Send(Serve((Msg)Json.Parse(line)));
		return 0;
	}

	static void Send(Msg m)
	{
		output.Write(Json.Write(m));
		output.Write('\n');
		output.Flush();
	}

	/** Sends a request to Node and serves Node's requests until its answer comes. */
	internal static Msg Ask(Msg request)
	{
		Send(request);
		while (true)
		{
			string line = input.ReadLine();
			if (line == null) Environment.Exit(1);
			var m = (Msg)Json.Parse(line);
			if ((string)m["op"] == "ret") return m;
			Send(Serve(m));
		}
	}

	static Msg Ret(List<object> results)
	{
		return new Msg { { "op", "ret" }, { "r", results } };
	}

	static Msg Serve(Msg m)
	{
		string op = (string)m["op"];
		try
		{
			if (op == "new") return New(m);
			if (op == "xml") return Xml((string)m["xml"]);
			Vm vm = vms[Convert.ToInt32(m["s"])];
			switch (op)
			{
				case "load": return Load(vm, (string)m["code"], (string)m["name"]);
				case "call": return Call(vm, vm.fns[Convert.ToInt32(m["f"])], (List<object>)m["a"]);
				case "getg": return Ret(new List<object> { vm.Encode(vm.script.Globals.Get((string)m["k"])) });
				case "setg":
					vm.script.Globals.Set((string)m["k"], vm.Decode(m["v"]));
					return Ret(new List<object>());
				case "count": return Ret(new List<object> { (double)vm.counter.count });
				case "close":
					vms.Remove(vm.id);
					byScript.Remove(vm.script);
					return Ret(new List<object>());
				default: throw new InvalidOperationException("unknown op " + op);
			}
		}
		catch (Exception ex)
		{
			return new Msg { { "op", "ret" }, { "e", "bridge: " + ex.GetType().Name + ": " + ex.Message }, { "fault", true } };
		}
	}

	/**
	 * The counter on the script's processor itself. Script.AttachDebugger would also hand the
	 * debugger the whole bytecode as text at every load (60 to 110 ms for the Avatar Card's script);
	 * the processor asks the counter once per instruction all the same.
	 */
	static void AttachCounter(Script script, Counter counter)
	{
		const BindingFlags Hidden = BindingFlags.NonPublic | BindingFlags.Instance;
		object processor = typeof(Script).GetField("m_MainProcessor", Hidden).GetValue(script);
		processor.GetType().GetMethod("AttachDebugger", Hidden).Invoke(processor, new object[] { counter });
		script.DebuggerEnabled = true;
	}

	/**
	 * XML as TTS's UI reads it, by .NET's own reader: several elements may stand at the top (a
	 * fragment, as in `<Defaults>…</Defaults><Panel>…</Panel>`), no DTD. The elements as
	 * {tag, attrs: [[name, value]…], children, value (its text, trimmed)}; malformed XML: "e", the
	 * reader's message ("'fontSize' is a duplicate attribute name…").
	 */
	static Msg Xml(string xml)
	{
		var settings = new XmlReaderSettings { ConformanceLevel = ConformanceLevel.Fragment, DtdProcessing = DtdProcessing.Prohibit };
		var top = new List<object>();
		var open = new Stack<Msg>();
		try
		{
			using (var r = XmlReader.Create(new StringReader(xml), settings))
				while (r.Read())
				{
					if (r.NodeType == XmlNodeType.Element)
					{
						var attrs = new List<object>();
						bool empty = r.IsEmptyElement;
						string tag = r.Name;
						if (r.MoveToFirstAttribute())
							do attrs.Add(new List<object> { r.Name, r.Value }); while (r.MoveToNextAttribute());
						var el = new Msg { { "tag", tag }, { "attrs", attrs }, { "children", new List<object>() }, { "value", "" } };
						(open.Count == 0 ? top : (List<object>)open.Peek()["children"]).Add(el);
						if (!empty) open.Push(el);
					}
					else if (r.NodeType == XmlNodeType.EndElement) open.Pop();
					else if ((r.NodeType == XmlNodeType.Text || r.NodeType == XmlNodeType.CDATA) && open.Count > 0)
						open.Peek()["value"] = (string)open.Peek()["value"] + r.Value.Trim();
				}
		}
		catch (XmlException ex)
		{
			return new Msg { { "op", "ret" }, { "e", ex.Message } };
		}
		return Ret(new List<object> { top });
	}

	/** A new script with TTS's modules, its prelude run with the given arguments. */
	static Msg New(Msg m)
	{
		var vm = new Vm(Convert.ToInt32(m["s"]), new Script(Tts), Convert.ToInt64(m["limit"]));
		vms[vm.id] = vm;
		byScript[vm.script] = vm;
		if (Convert.ToBoolean(m["count"])) AttachCounter(vm.script, vm.counter);
		var loaded = Load(vm, (string)m["prelude"], "=prelude");
		if (loaded.ContainsKey("e")) return loaded;
		var ran = Call(vm, vm.fns[Convert.ToInt32(((Msg)((List<object>)loaded["r"])[0])["f"])], (List<object>)m["a"]);
		if (ran.ContainsKey("e")) return ran;
		var metas = (List<object>)ran["r"];
		vm.vectorMeta = vm.Decode(metas[0]).Table;
		vm.colorMeta = vm.Decode(metas[1]).Table;
		return Ret(new List<object>());
	}

	static Msg Load(Vm vm, string code, string name)
	{
		var clock = Stopwatch.StartNew();
		try
		{
			DynValue f = vm.script.LoadString(code, null, name);
			var r = Ret(new List<object> { vm.Encode(f) });
			r["ms"] = clock.Elapsed.TotalMilliseconds;
			return r;
		}
		catch (InterpreterException ex)
		{
			return new Msg { { "op", "ret" }, { "e", ex.DecoratedMessage ?? ex.Message } };
		}
	}

	/** Calls a Lua function; a Lua error or a fault of the VM comes back as "e". */
	static Msg Call(Vm vm, DynValue f, List<object> args)
	{
		var a = new DynValue[args.Count];
		for (int i = 0; i < a.Length; i++) a[i] = vm.Decode(args[i]);
		if (vm.depth == 0) vm.counter.limitAt = vm.counter.count + vm.limit;
		vm.depth++;
		try
		{
			DynValue r = vm.script.Call(f, a);
			var results = new List<object>();
			if (r.Type == DataType.Tuple) foreach (var v in r.Tuple) results.Add(vm.Encode(v));
			else if (r.Type != DataType.Void) results.Add(vm.Encode(r));
			return Ret(results);
		}
		catch (InterpreterException ex)
		{
			return new Msg { { "op", "ret" }, { "e", ex.DecoratedMessage ?? ex.Message } };
		}
		catch (Exception ex)
		{
			// What TTS shows when its VM itself fails: the .NET message, and the call stops.
			return new Msg { { "op", "ret" }, { "e", "VM FAULT: " + ex.GetType().Name + ": " + ex.Message }, { "fault", true } };
		}
		finally
		{
			vm.depth--;
		}
	}

	internal static Vm VmOf(Script s)
	{
		return byScript[s];
	}
}

/** One object's script and what it shares with Node. */
sealed class Vm
{
	internal readonly int id;
	internal readonly Script script;
	internal readonly long limit;
	internal readonly Counter counter = new Counter();
	internal int depth;
	internal Table vectorMeta, colorMeta;
	internal readonly Dictionary<int, DynValue> fns = new Dictionary<int, DynValue>();
	readonly Dictionary<object, int> fnIds = new Dictionary<object, int>();
	readonly Dictionary<int, DynValue> hostFns = new Dictionary<int, DynValue>();
	readonly Dictionary<object, int> hostFnIds = new Dictionary<object, int>();
	readonly Dictionary<string, DynValue> methods = new Dictionary<string, DynValue>();

	internal Vm(int id, Script script, long limit)
	{
		this.id = id;
		this.script = script;
		this.limit = limit;
	}

	int KeepFunction(DynValue f)
	{
		object key = f.Type == DataType.Function ? (object)f.Function : f.Callback;
		int n;
		if (!fnIds.TryGetValue(key, out n))
		{
			n = fns.Count + 1;
			fnIds[key] = n;
			fns[n] = f;
		}
		return n;
	}

	internal object Encode(DynValue v)
	{
		return Encode(v, new HashSet<Table>());
	}

	object Encode(DynValue v, HashSet<Table> path)
	{
		switch (v.Type)
		{
			case DataType.Boolean: return v.Boolean;
			case DataType.Number:
				double d = v.Number;
				if (double.IsNaN(d)) return new Msg { { "n", "NaN" } };
				if (double.IsInfinity(d)) return new Msg { { "n", d > 0 ? "Infinity" : "-Infinity" } };
				// Mono neither prints nor parses every double exactly: what is not a whole number travels as its bits.
				if (d == Math.Floor(d) && Math.Abs(d) < 9007199254740992.0 && !(d == 0 && double.IsNegative(d))) return (long)d;
				return new Msg { { "b", BitConverter.DoubleToInt64Bits(d).ToString("x16") } };
			case DataType.String: return v.String;
			case DataType.Function: return new Msg { { "f", KeepFunction(v) } };
			case DataType.ClrFunction:
				int h;
				if (hostFnIds.TryGetValue(v.Callback, out h)) return new Msg { { "h", h } };
				return new Msg { { "f", KeepFunction(v) } };
			case DataType.UserData:
				var r = v.UserData.Object as HostRef;
				return r == null ? null : new Msg { { "u", r.id } };
			case DataType.Table: return EncodeTable(v.Table, path);
			case DataType.Tuple: return v.Tuple.Length == 0 ? null : Encode(v.Tuple[0], path);
			default: return null;
		}
	}

	object EncodeTable(Table t, HashSet<Table> path)
	{
		if (!path.Add(t)) return new Msg { { "cycle", true } };
		var entries = new List<object>();
		// A key set to nil may stay among MoonSharp's pairs: it is not in the table.
		foreach (var p in t.Pairs) if (!p.Value.IsNil()) entries.Add(new List<object> { Encode(p.Key, path), Encode(p.Value, path) });
		path.Remove(t);
		var m = new Msg { { "t", entries } };
		if (t.MetaTable != null)
		{
			if (t.MetaTable == vectorMeta) m["m"] = "V";
			else if (t.MetaTable == colorMeta) m["m"] = "C";
		}
		return m;
	}

	internal DynValue Decode(object o)
	{
		if (o == null) return DynValue.Nil;
		if (o is bool) return DynValue.NewBoolean((bool)o);
		if (o is double) return DynValue.NewNumber((double)o);
		if (o is long) return DynValue.NewNumber((long)o);
		if (o is string) return DynValue.NewString((string)o);
		var m = (Msg)o;
		object x;
		if (m.TryGetValue("t", out x))
		{
			var t = new Table(script);
			foreach (List<object> kv in (List<object>)x)
			{
				DynValue k = Decode(kv[0]);
				if (!k.IsNil()) t.Set(k, Decode(kv[1]));
			}
			if (m.TryGetValue("m", out x))
			{
				if ("V".Equals(x)) t.MetaTable = vectorMeta;
				else if ("C".Equals(x)) t.MetaTable = colorMeta;
				else t.MetaTable = Decode(x).Table;
			}
			return DynValue.NewTable(t);
		}
		if (m.TryGetValue("u", out x)) return HostRef.Of(Convert.ToInt32(x));
		if (m.TryGetValue("f", out x)) return fns[Convert.ToInt32(x)];
		if (m.TryGetValue("h", out x)) return HostFunction(Convert.ToInt32(x));
		if (m.TryGetValue("n", out x)) return DynValue.NewNumber("NaN".Equals(x) ? double.NaN : "-Infinity".Equals(x) ? double.NegativeInfinity : double.PositiveInfinity);
		if (m.TryGetValue("b", out x)) return DynValue.NewNumber(BitConverter.Int64BitsToDouble(Convert.ToInt64((string)x, 16)));
		return DynValue.Nil;
	}

	/** A function of Node's, as Lua sees it: each call asks Node. */
	DynValue HostFunction(int h)
	{
		DynValue f;
		if (hostFns.TryGetValue(h, out f)) return f;
		f = DynValue.NewCallback((ctx, args) => Results(Bridge.Ask(new Msg { { "op", "api" }, { "s", id }, { "h", h }, { "a", EncodeArgs(args) } })), "host" + h);
		hostFns[h] = f;
		hostFnIds[f.Callback] = h;
		return f;
	}

	/** The method `Method` made for this object's member, if it made one. */
	internal DynValue KnownMethod(int u, string key)
	{
		DynValue f;
		return methods.TryGetValue(u + "." + key, out f) ? f : null;
	}

	/** A method of a host object (obj.getPosition), kept for KnownMethod: one question to Node per call. */
	internal DynValue Method(int u, string key)
	{
		var f = DynValue.NewCallback((ctx, args) => Results(Bridge.Ask(new Msg { { "op", "callm" }, { "s", id }, { "u", u }, { "k", key }, { "a", EncodeArgs(args) } })), key);
		methods[u + "." + key] = f;
		return f;
	}

	internal List<object> EncodeArgs(CallbackArguments args)
	{
		var list = new List<object>();
		for (int i = 0; i < args.Count; i++) list.Add(Encode(args.RawGet(i, true) ?? DynValue.Nil));
		return list;
	}

	/** Node's answer as Lua results; its error as a Lua error where the script called. */
	internal DynValue Results(Msg reply)
	{
		object e;
		if (reply.TryGetValue("e", out e)) throw new ScriptRuntimeException((string)e);
		var r = (List<object>)reply["r"];
		if (r.Count == 0) return DynValue.Void;
		if (r.Count == 1) return Decode(r[0]);
		var values = new DynValue[r.Count];
		for (int i = 0; i < values.Length; i++) values[i] = Decode(r[i]);
		return DynValue.NewTuple(values);
	}
}

/** An object of the host (a TTS Object, Player or Turns): a userdata whose members Node serves. */
sealed class HostRef
{
	internal readonly int id;
	static readonly Dictionary<int, DynValue> all = new Dictionary<int, DynValue>();

	HostRef(int id)
	{
		this.id = id;
	}

	/** One userdata per host object, so that == and table keys see the same object. */
	internal static DynValue Of(int id)
	{
		DynValue v;
		if (!all.TryGetValue(id, out v))
		{
			v = UserData.Create(new HostRef(id));
			all[id] = v;
		}
		return v;
	}
}

sealed class HostRefDescriptor : IUserDataDescriptor
{
	public string Name { get { return "HostRef"; } }
	public Type Type { get { return typeof(HostRef); } }

	public DynValue Index(Script script, object obj, DynValue index, bool isDirectIndexing)
	{
		Vm vm = Bridge.VmOf(script);
		int u = ((HostRef)obj).id;
		string key = index.Type == DataType.String ? index.String : index.ToPrintString();
		// A member that was a method stays one: its call asks Node, which looks the member up again.
		DynValue known = vm.KnownMethod(u, key);
		if (known != null) return known;
		var reply = Bridge.Ask(new Msg { { "op", "index" }, { "s", vm.id }, { "u", u }, { "k", key } });
		if (reply.ContainsKey("m")) return vm.Method(u, key);
		return vm.Results(reply);
	}

	public bool SetIndex(Script script, object obj, DynValue index, DynValue value, bool isDirectIndexing)
	{
		Vm vm = Bridge.VmOf(script);
		string key = index.Type == DataType.String ? index.String : index.ToPrintString();
		vm.Results(Bridge.Ask(new Msg { { "op", "setindex" }, { "s", vm.id }, { "u", ((HostRef)obj).id }, { "k", key }, { "v", vm.Encode(value) } }));
		return true;
	}

	public string AsString(object obj)
	{
		return "HostRef";
	}

	public DynValue MetaIndex(Script script, object obj, string metaname)
	{
		if (metaname != "__tostring") return null;
		int u = ((HostRef)obj).id;
		return DynValue.NewCallback((ctx, args) => Bridge.VmOf(ctx.GetScript()).Results(Bridge.Ask(new Msg { { "op", "tostr" }, { "s", Bridge.VmOf(ctx.GetScript()).id }, { "u", u } })));
	}

	public bool IsTypeCompatible(Type type, object obj)
	{
		return obj is HostRef;
	}
}

/**
 * Counts the VM's instructions exactly: with a debugger attached, MoonSharp asks
 * IsPauseRequested() once per instruction. Past the budget a call raises an error, as an endless
 * loop in a test must end.
 */
sealed class Counter : IDebugger
{
	internal long count;
	internal long limitAt = long.MaxValue;

	public bool IsPauseRequested()
	{
		if (++count > limitAt)
		{
			limitAt = long.MaxValue;
			throw new ScriptRuntimeException("script ran more than its budget of Lua instructions (endless loop?)");
		}
		return false;
	}

	public DebuggerAction GetAction(int ip, SourceRef sourceref)
	{
		return new DebuggerAction { Action = DebuggerAction.ActionType.Run };
	}

	public DebuggerCaps GetDebuggerCaps() { return 0; }
	public void SetDebugService(DebugService debugService) { }
	public void SetSourceCode(SourceCode sourceCode) { }
	public void SetByteCode(string[] byteCode) { }
	public bool SignalRuntimeException(ScriptRuntimeException ex) { return false; }
	public void SignalExecutionEnded() { }
	public void Update(WatchType watchType, IEnumerable<WatchItem> items) { }
	public List<DynamicExpression> GetWatchItems() { return new List<DynamicExpression>(); }
	public void RefreshBreakpoints(IEnumerable<SourceRef> refs) { }
}

/** Just enough JSON for the messages: objects, arrays, strings, numbers, booleans, null. */
static class Json
{
	internal static object Parse(string s)
	{
		int i = 0;
		return Value(s, ref i);
	}

	static void Skip(string s, ref int i)
	{
		while (i < s.Length && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n')) i++;
	}

	static object Value(string s, ref int i)
	{
		Skip(s, ref i);
		char c = s[i];
		if (c == '{')
		{
			var m = new Msg();
			i++;
			Skip(s, ref i);
			if (s[i] == '}') { i++; return m; }
			while (true)
			{
				Skip(s, ref i);
				string k = Str(s, ref i);
				Skip(s, ref i);
				i++; // ':'
				m[k] = Value(s, ref i);
				Skip(s, ref i);
				if (s[i++] == '}') return m;
			}
		}
		if (c == '[')
		{
			var l = new List<object>();
			i++;
			Skip(s, ref i);
			if (s[i] == ']') { i++; return l; }
			while (true)
			{
				l.Add(Value(s, ref i));
				Skip(s, ref i);
				if (s[i++] == ']') return l;
			}
		}
		if (c == '"') return Str(s, ref i);
		if (string.CompareOrdinal(s, i, "true", 0, 4) == 0) { i += 4; return true; }
		if (string.CompareOrdinal(s, i, "false", 0, 5) == 0) { i += 5; return false; }
		if (string.CompareOrdinal(s, i, "null", 0, 4) == 0) { i += 4; return null; }
		int start = i;
		while (i < s.Length && "+-0123456789.eE".IndexOf(s[i]) >= 0) i++;
		string text = s.Substring(start, i - start);
		long whole;
		if (long.TryParse(text, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out whole)) return (double)whole;
		return double.Parse(text, NumberStyles.Float, CultureInfo.InvariantCulture);
	}

	static string Str(string s, ref int i)
	{
		var sb = new StringBuilder();
		i++; // opening quote
		while (true)
		{
			char c = s[i++];
			if (c == '"') return sb.ToString();
			if (c != '\\') { sb.Append(c); continue; }
			char e = s[i++];
			switch (e)
			{
				case 'n': sb.Append('\n'); break;
				case 't': sb.Append('\t'); break;
				case 'r': sb.Append('\r'); break;
				case 'b': sb.Append('\b'); break;
				case 'f': sb.Append('\f'); break;
				case 'u': sb.Append((char)Convert.ToInt32(s.Substring(i, 4), 16)); i += 4; break;
				default: sb.Append(e); break;
			}
		}
	}

	internal static string Write(object o)
	{
		var sb = new StringBuilder();
		Write(sb, o);
		return sb.ToString();
	}

	static void Write(StringBuilder sb, object o)
	{
		if (o == null) sb.Append("null");
		else if (o is bool) sb.Append((bool)o ? "true" : "false");
		else if (o is double) sb.Append(((double)o).ToString("R", CultureInfo.InvariantCulture));
		else if (o is int || o is long) sb.Append(Convert.ToString(o, CultureInfo.InvariantCulture));
		else if (o is string) WriteString(sb, (string)o);
		else if (o is Msg)
		{
			sb.Append('{');
			bool first = true;
			foreach (var kv in (Msg)o)
			{
				if (!first) sb.Append(',');
				first = false;
				WriteString(sb, kv.Key);
				sb.Append(':');
				Write(sb, kv.Value);
			}
			sb.Append('}');
		}
		else
		{
			sb.Append('[');
			bool first = true;
			foreach (var x in (List<object>)o)
			{
				if (!first) sb.Append(',');
				first = false;
				Write(sb, x);
			}
			sb.Append(']');
		}
	}

	static void WriteString(StringBuilder sb, string s)
	{
		sb.Append('"');
		foreach (char c in s)
		{
			if (c == '"') sb.Append("\\\"");
			else if (c == '\\') sb.Append("\\\\");
			// Escaped, a lone surrogate crosses as it is (UTF-8 would make it U+FFFD).
			else if (c < 0x20 || (c >= 0xD800 && c <= 0xDFFF) || c == 0x2028 || c == 0x2029) sb.Append("\\u").Append(((int)c).ToString("x4"));
			else sb.Append(c);
		}
		sb.Append('"');
	}
}

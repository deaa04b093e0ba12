/**
 * Lua run in every object's state before its script: TTS's environment as MoonSharp (Lua 5.2)
 * gives it, on fengari (Lua 5.3): what 5.3 adds removed, `error` with strings only, TTS's
 * `Vector` and `Color` (docs/fake-tts.md). The chunk receives the host's reporter for non-string
 * errors and returns `VectorMeta, ColorMeta`.
 */
import { COLOR_TINTS } from "../types";

const ARGS = String.raw`local reportNonStringError, seed = ...`;

/** What fengari has and TTS does not, removed; and what MoonSharp does that fengari does not, emulated. */
const FENGARI_ONLY = String.raw`
-- Sandbox: what MoonSharp 2.0 / TTS does not offer.
require, load, loadstring, loadfile, dofile, io, debug, package, utf8 = nil, nil, nil, nil, nil, nil, nil, nil, nil
os = { time = os.time, clock = os.clock, date = os.date }
unpack = unpack or table.unpack
math.type, math.tointeger, math.ult = nil, nil, nil
table.move = nil
string.pack, string.unpack, string.packsize = nil, nil, nil
coroutine.isyieldable = nil

-- MoonSharp's table.remove(t, pos) fails on an empty table.
do
  local rawRemove = table.remove
  function table.remove(t, ...)
    if select("#", ...) > 0 and #t == 0 then
      error("bad argument #2 to 'remove' (position out of bounds)", 2)
    end
    return rawRemove(t, ...)
  end
end
`;

const SHARED = String.raw`
math.randomseed(seed)

-- MoonSharp's error() takes only a string message.
do
  local rawError, luaType = error, type
  function error(message, level)
    if luaType(message) ~= "string" then
      reportNonStringError(message)
      rawError("bad argument #1 to 'error' (string expected, got " .. luaType(message) .. ")", 2)
    end
    if level == nil then level = 1 end
    if level > 0 then level = level + 1 end
    rawError(message, level)
  end
end

local sqrt, acos, deg, rad, cos, sin, max, min, floor = math.sqrt, math.acos, math.deg, math.rad, math.cos, math.sin, math.max, math.min, math.floor

local function num(n)
  if n == floor(n) and n > -1e15 and n < 1e15 then return string.format("%d", n) end
  return tostring(n)
end

-- Vector ----------------------------------------------------------------------------------
local Vector = {}
local VectorMeta = {}
local vcomp = { "x", "y", "z" }
VectorMeta.__index = function(t, k)
  local c = vcomp[k]
  if c then return rawget(t, c) end
  return Vector[k]
end
VectorMeta.__newindex = function(t, k, v)
  local c = vcomp[k]
  if c then rawset(t, c, v) else rawset(t, k, v) end
end
local function xyz(o)
  local x, y, z = o.x, o.y, o.z
  if x == nil then x = o[1] end
  if y == nil then y = o[2] end
  if z == nil then z = o[3] end
  return x or 0, y or 0, z or 0
end
local function new(x, y, z)
  if type(x) == "table" then x, y, z = xyz(x) end
  return setmetatable({ x = x or 0, y = y or 0, z = z or 0 }, VectorMeta)
end
Vector.new = new
setmetatable(Vector, { __call = function(_, ...) return new(...) end })
function Vector.min(a, b) local ax, ay, az = xyz(a) local bx, by, bz = xyz(b) return new(min(ax, bx), min(ay, by), min(az, bz)) end
function Vector.max(a, b) local ax, ay, az = xyz(a) local bx, by, bz = xyz(b) return new(max(ax, bx), max(ay, by), max(az, bz)) end
function Vector.between(a, b) local ax, ay, az = xyz(a) local bx, by, bz = xyz(b) return new(bx - ax, by - ay, bz - az) end
function Vector:copy() return new(self.x, self.y, self.z) end
function Vector:get() return self.x, self.y, self.z end
function Vector:set(x, y, z)
  if x ~= nil then self.x = x end
  if y ~= nil then self.y = y end
  if z ~= nil then self.z = z end
  return self
end
function Vector:setAt(k, v) self[k] = v return self end
function Vector:add(o) local x, y, z = xyz(o) self.x, self.y, self.z = self.x + x, self.y + y, self.z + z return self end
function Vector:sub(o) local x, y, z = xyz(o) self.x, self.y, self.z = self.x - x, self.y - y, self.z - z return self end
function Vector:scale(f)
  if type(f) == "number" then
    self.x, self.y, self.z = self.x * f, self.y * f, self.z * f
  else
    local x, y, z = xyz(f)
    self.x, self.y, self.z = self.x * x, self.y * y, self.z * z
  end
  return self
end
function Vector:sqrMagnitude() return self.x * self.x + self.y * self.y + self.z * self.z end
function Vector:magnitude() return sqrt(self:sqrMagnitude()) end
function Vector:sqrDistance(o) local x, y, z = xyz(o) local dx, dy, dz = self.x - x, self.y - y, self.z - z return dx * dx + dy * dy + dz * dz end
function Vector:distance(o) return sqrt(self:sqrDistance(o)) end
function Vector:dot(o) local x, y, z = xyz(o) return self.x * x + self.y * y + self.z * z end
function Vector:cross(o) local x, y, z = xyz(o) return new(self.y * z - self.z * y, self.z * x - self.x * z, self.x * y - self.y * x) end
function Vector:equals(o, margin) return self:sqrDistance(o) < (margin or 1e-3) end
function Vector:normalize() local m = self:magnitude() if m > 0 then self:scale(1 / m) end return self end
function Vector:normalized() return self:copy():normalize() end
function Vector:inverse() self.x, self.y, self.z = -self.x, -self.y, -self.z return self end
function Vector:lerp(o, t) local x, y, z = xyz(o) return new(self.x + (x - self.x) * t, self.y + (y - self.y) * t, self.z + (z - self.z) * t) end
function Vector:angle(o)
  local m = self:magnitude() * new(o):magnitude()
  if m == 0 then return 0 end
  return deg(acos(max(-1, min(1, self:dot(o) / m))))
end
function Vector:rotateOver(axis, angle)
  local a = rad(angle)
  local c, s = cos(a), sin(a)
  local x, y, z = self.x, self.y, self.z
  if axis == "x" then self.y, self.z = y * c - z * s, y * s + z * c
  elseif axis == "y" then self.x, self.z = x * c + z * s, -x * s + z * c
  else self.x, self.y = x * c - y * s, x * s + y * c end
  return self
end
function Vector:string(prefix) return (prefix or "Vector") .. ": { " .. num(self.x) .. ", " .. num(self.y) .. ", " .. num(self.z) .. " }" end
VectorMeta.__tostring = function(v) return v:string() end
VectorMeta.__add = function(a, b) local ax, ay, az = xyz(a) local bx, by, bz = xyz(b) return new(ax + bx, ay + by, az + bz) end
VectorMeta.__sub = function(a, b) local ax, ay, az = xyz(a) local bx, by, bz = xyz(b) return new(ax - bx, ay - by, az - bz) end
VectorMeta.__mul = function(a, b)
  if type(a) == "number" then return new(b.x * a, b.y * a, b.z * a) end
  if type(b) == "number" then return new(a.x * b, a.y * b, a.z * b) end
  local bx, by, bz = xyz(b)
  return new(a.x * bx, a.y * by, a.z * bz)
end
VectorMeta.__div = function(a, b) return new(a.x / b, a.y / b, a.z / b) end
VectorMeta.__unm = function(a) return new(-a.x, -a.y, -a.z) end
VectorMeta.__eq = function(a, b) return a:equals(b) end

-- Color -----------------------------------------------------------------------------------
local Color = {}
local ColorMeta = {}
local ccomp = { "r", "g", "b", "a" }
ColorMeta.__index = function(t, k)
  local c = ccomp[k]
  if c then return rawget(t, c) end
  return Color[k]
end
local function newColor(r, g, b, a)
  if type(r) == "table" then
    local t = r
    r, g, b, a = t.r or t[1], t.g or t[2], t.b or t[3], t.a or t[4]
  end
  return setmetatable({ r = r or 0, g = g or 0, b = b or 0, a = a or 1 }, ColorMeta)
end
Color.new = newColor
setmetatable(Color, { __call = function(_, ...) return newColor(...) end })
local named = {
  ${Object.entries(COLOR_TINTS)
    .map(([k, c]) => `${k} = { ${c.r}, ${c.g}, ${c.b} }`)
    .join(", ")}
}
function Color.fromString(name)
  local c = named[name]
  if c == nil then error("Color.fromString: unknown colour " .. tostring(name)) end
  return newColor(c[1], c[2], c[3], 1)
end
for k, _ in pairs(named) do Color[k] = Color.fromString(k) end
function Color:copy() return newColor(self.r, self.g, self.b, self.a) end
function Color:toString() return "Color(" .. num(self.r) .. ", " .. num(self.g) .. ", " .. num(self.b) .. ", " .. num(self.a) .. ")" end
ColorMeta.__tostring = function(c) return c:toString() end
function stringColorToRGB(name) local c = named[name] if c then return newColor(c[1], c[2], c[3], 1) end return nil end

_G.Vector = Vector
_G.Color = Color
return VectorMeta, ColorMeta
`;

export const PRELUDE = ARGS + FENGARI_ONLY + SHARED;

/** On MoonSharp itself the sandbox and its behaviours are real: only the error reporter and TTS's classes are added. */
export const MOONSHARP_PRELUDE = ARGS + SHARED;

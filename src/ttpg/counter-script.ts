/**
 * Script of a Power or Damage counter (Scripts/counter.js): shows the value kept in the saved data
 * (counter.ts), R adds 1, Ctrl+R takes 1 away, a number key sets it (0 with the 0 key).
 */
import { refObject } from "@tabletop-playground/api";
import { counterValue, setCounterValue, showCounter } from "./counter";

const obj = refObject;
if (counterValue(obj) === undefined) setCounterValue(obj, 0);
else showCounter(obj);
obj.onPrimaryAction.add(() => setCounterValue(obj, (counterValue(obj) ?? 0) + 1));
obj.onSecondaryAction.add(() => setCounterValue(obj, (counterValue(obj) ?? 0) - 1));
obj.onNumberAction.add((_o, _p, n) => setCounterValue(obj, n));

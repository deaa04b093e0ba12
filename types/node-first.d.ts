// Node's globals are declared before @tabletop-playground/api's: both declare `process` (TTPG's is
// a small Process class), and the first declaration gives the global its type. Tests and tools run
// on Node; the TTPG scripts never use `process` (tsconfig.json lists this file first).
/// <reference types="node" />

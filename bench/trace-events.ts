/** A sampled function of V8's profiler, as Chromium's trace carries it ("ProfileChunk" events). */
export interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber: number; columnNumber: number };
}

/**
 * An event of Chromium's trace (the Trace Event Format): a main-thread task, a script run, a
 * profiler chunk. Only the fields the benches read.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    name?: string;
    frame?: string;
    beginData?: { url?: string };
    data?: {
      frame?: string;
      url?: string;
      functionName?: string;
      type?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

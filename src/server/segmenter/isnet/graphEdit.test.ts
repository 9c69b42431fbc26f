import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { onnx as OnnxNs } from 'onnx-proto';
import { describe, expect, it } from 'vitest';
import { ensureIsnetModel } from './modelFile';

const require = createRequire(import.meta.url);
const { onnx } = require('onnx-proto') as { onnx: typeof OnnxNs };

describe('the ISNet graph edit', () => {
  it('makes a model of any input size that returns only the final map', () => {
    const model = onnx.ModelProto.decode(fs.readFileSync(ensureIsnetModel()));
    const graph = model.graph!;
    expect(graph.output!.map((o) => o.name)).toEqual(['output']);
    const dims = (v: OnnxNs.IValueInfoProto) => v.type!.tensorType!.shape!.dim!.map((d) => d.dimParam || Number(d.dimValue));
    expect(dims(graph.input![0]!)).toEqual([1, 3, 'height', 'width']);
    expect(dims(graph.output![0]!)).toEqual([1, 1, 'height', 'width']);
    const resizes = graph.node!.filter((n) => n.opType === 'Resize');
    expect(resizes.length).toBeGreaterThan(20);
    const initialisers = new Map(graph.initializer!.map((t) => [t.name, t]));
    for (const r of resizes) {
      // [X, roi, scales]: no fixed target size left, and every scale a power of two.
      expect(r.input).toHaveLength(3);
      const scales = initialisers.get(r.input![2]!)!.floatData!;
      expect(scales.slice(0, 2)).toEqual([1, 1]);
      expect([2, 4, 8, 16, 32]).toContain(scales[2]);
    }
    expect(
      graph.node!.some((n) => n.opType === 'Shape'),
      'the dead size arithmetic is pruned',
    ).toBe(false);
  });
});

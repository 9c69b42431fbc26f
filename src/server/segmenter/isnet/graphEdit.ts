import { createRequire } from 'node:module';
import type { onnx as OnnxNs } from 'onnx-proto';

const require = createRequire(import.meta.url);
const { onnx } = require('onnx-proto') as { onnx: typeof OnnxNs };

type Node = OnnxNs.INodeProto;
type Hw = { h: number; w: number };

/** Which of the graph's outputs is the final probability map. */
const FINAL_OUTPUT = 'output';

/**
 * Makes the shipped ISNet graph run at any input size that is a multiple of 64, and return only
 * its final map. As shipped, every Resize names a fixed target size (1024 px input only) and
 * the graph also returns five side maps at 1024x1024 plus six feature maps, which cost about
 * 1 GB of memory nobody reads. Each Resize gets a constant scale instead (the ratio it had at
 * 1024, found by walking the spatial sizes through the graph), the side outputs are dropped,
 * and so is every node and weight only they needed. At 1024 px the result is unchanged.
 */
export function editIsnetGraph(modelBytes: Uint8Array): Uint8Array {
  const model = onnx.ModelProto.decode(modelBytes);
  const graph = model.graph!;
  const input = graph.input![0]!;
  const inputHw = fixedInputSize(input);
  const sizes = spatialSizes(graph, input.name!, inputHw);
  const constants = constantValues(graph);

  const scaleInits: OnnxNs.ITensorProto[] = [];
  for (const node of graph.node!) {
    if (node.opType !== 'Resize') continue;
    const from = sizes.get(node.input![0]!);
    const target = targetSize(node, graph, constants);
    if (!from || !target) throw new Error(`ISNet graph edit: cannot size ${node.name}`);
    const name = `${node.name}/scales`;
    scaleInits.push({
      name,
      dims: [4],
      dataType: onnx.TensorProto.DataType.FLOAT,
      floatData: [1, 1, target.h / from.h, target.w / from.w],
    });
    node.input = [node.input![0]!, '', name];
  }
  graph.initializer!.push(...scaleInits);

  graph.output = graph.output!.filter((o) => o.name === FINAL_OUTPUT);
  if (graph.output.length !== 1) throw new Error('ISNet graph edit: the model has no "output"');
  nameSpatialDims(input);
  nameSpatialDims(graph.output[0]!);
  // Intermediate shapes were recorded for 1024 px: stale at any other size.
  graph.valueInfo = [];
  pruneDead(graph);
  return onnx.ModelProto.encode(model).finish();
}

function fixedInputSize(input: OnnxNs.IValueInfoProto): Hw {
  const dims = input.type!.tensorType!.shape!.dim!;
  return { h: Number(dims[2]!.dimValue), w: Number(dims[3]!.dimValue) };
}

function nameSpatialDims(value: OnnxNs.IValueInfoProto): void {
  const dims = value.type!.tensorType!.shape!.dim!;
  dims[2] = { dimParam: 'height' };
  dims[3] = { dimParam: 'width' };
}

/**
 * The spatial size of every image tensor, from the input on. The shipped graph is not in
 * topological order (its fp16 casts come last), so this sweeps until nothing new is learnt.
 */
function spatialSizes(graph: OnnxNs.IGraphProto, inputName: string, inputHw: Hw): Map<string, Hw> {
  const sizes = new Map<string, Hw>([[inputName, inputHw]]);
  const constants = constantValues(graph);
  for (let known = -1; known !== sizes.size;) {
    known = sizes.size;
    for (const node of graph.node!) sizeNode(node, sizes, graph, constants);
  }
  return sizes;
}

function sizeNode(node: Node, sizes: Map<string, Hw>, graph: OnnxNs.IGraphProto, constants: Map<string, number[]>): void {
  if (node.output!.every((o) => sizes.has(o))) return;
  {
    const first = sizes.get(node.input?.[0] ?? '');
    let out: Hw | undefined;
    switch (node.opType) {
      case 'Conv':
      case 'MaxPool':
        if (first) out = windowed(node, first);
        break;
      case 'Resize':
        out = targetSize(node, graph, constants);
        break;
      case 'Relu':
      case 'Sigmoid':
      case 'Cast':
      case 'Add':
      case 'Concat':
      case 'BatchNormalization':
        out = first;
        break;
      default:
        out = undefined;
    }
    if (out) for (const o of node.output!) sizes.set(o, out);
  }
}

function attr(node: Node, name: string): OnnxNs.IAttributeProto | undefined {
  return node.attribute?.find((a) => a.name === name);
}

function ints(node: Node, name: string, fallback: number[]): number[] {
  const a = attr(node, name);
  return a?.ints?.length ? a.ints.map(Number) : fallback;
}

/** Output size of a Conv or MaxPool: the usual window arithmetic, per axis. */
function windowed(node: Node, size: Hw): Hw {
  const kernel = ints(node, 'kernel_shape', [1, 1]);
  const strides = ints(node, 'strides', [1, 1]);
  const pads = ints(node, 'pads', [0, 0, 0, 0]);
  const dilations = ints(node, 'dilations', [1, 1]);
  const ceil = Number(attr(node, 'ceil_mode')?.i ?? 0) === 1;
  const axis = (n: number, k: number, s: number, p: number, d: number) => {
    const span = (n + p - d * (k - 1) - 1) / s;
    return (ceil ? Math.ceil(span) : Math.floor(span)) + 1;
  };
  return {
    h: axis(size.h, kernel[0]!, strides[0]!, pads[0]! + pads[2]!, dilations[0]!),
    w: axis(size.w, kernel[1]!, strides[1]!, pads[1]! + pads[3]!, dilations[1]!),
  };
}

/** Integer values of Constant nodes and integer initializers, by output name. */
function constantValues(graph: OnnxNs.IGraphProto): Map<string, number[]> {
  const values = new Map<string, number[]>();
  const read = (t: OnnxNs.ITensorProto): number[] | undefined => {
    if (t.int64Data?.length) return t.int64Data.map(Number);
    if (t.dataType === onnx.TensorProto.DataType.INT64 && t.rawData?.length) {
      const raw = Buffer.from(t.rawData);
      return Array.from({ length: raw.length / 8 }, (_, i) => Number(raw.readBigInt64LE(i * 8)));
    }
    return undefined;
  };
  for (const t of graph.initializer ?? []) {
    const v = read(t);
    if (v) values.set(t.name!, v);
  }
  for (const node of graph.node!) {
    if (node.opType !== 'Constant') continue;
    const t = attr(node, 'value')?.t;
    const v = t && read(t);
    if (v) values.set(node.output![0]!, v);
  }
  return values;
}

/**
 * A Resize's fixed target: its `sizes` input is either a constant [n, c, h, w] or
 * Concat(Slice(Shape(x)), constant [h, w]).
 */
function targetSize(node: Node, graph: OnnxNs.IGraphProto, constants: Map<string, number[]>): Hw | undefined {
  const sizesName = node.input?.[3];
  if (!sizesName) return undefined;
  const direct = constants.get(sizesName);
  if (direct?.length === 4) return { h: direct[2]!, w: direct[3]! };
  const producer = graph.node!.find((n) => n.output?.includes(sizesName));
  if (producer?.opType !== 'Concat') return undefined;
  const tail = constants.get(producer.input![producer.input!.length - 1]!);
  return tail?.length === 2 ? { h: tail[0]!, w: tail[1]! } : undefined;
}

/** Drops every node and initializer the remaining outputs do not depend on. */
function pruneDead(graph: OnnxNs.IGraphProto): void {
  const producers = new Map<string, Node>();
  for (const n of graph.node!) for (const o of n.output!) producers.set(o, n);
  const needed = new Set<string>();
  const live = new Set<Node>();
  const stack = graph.output!.map((o) => o.name!);
  while (stack.length) {
    const name = stack.pop()!;
    if (!name || needed.has(name)) continue;
    needed.add(name);
    const n = producers.get(name);
    if (n && !live.has(n)) {
      live.add(n);
      stack.push(...n.input!);
    }
  }
  graph.node = graph.node!.filter((n) => live.has(n));
  graph.initializer = graph.initializer!.filter((t) => needed.has(t.name!));
}

/**
 * SQLite plans some queries with the value bound to a bare `LIMIT ?` (or `OFFSET ?`), and so marks the
 * prepared statement expired whenever that parameter is bound: every run then prepares it again, which for a
 * query with joins costs more than running it (measured: `SELECT id FROM products ORDER BY id LIMIT ?` 7.8 µs a
 * call, the same with `LIMIT cast(? as integer)` 3.4 µs, as with `LIMIT 1`). A cast expression is not looked
 * at by the planner, so the statement stays prepared. This plugin, installed on the SQLite Kysely only
 * (database.ts), writes every bound `.limit(n)` / `.offset(n)` of a Kysely query as `cast(? as integer)`; the
 * answers are the same (both take an integer). SQL written with the `sql` template is left as it is.
 */
import {
  OperationNodeTransformer,
  RawNode,
  ValueNode,
  type KyselyPlugin,
  type LimitNode,
  type OffsetNode,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/** A bound value as `cast(? as integer)`; anything else (a literal, an expression) as it is. */
const asInteger = (node: OperationNode): OperationNode =>
  ValueNode.is(node) && !node.immediate ? RawNode.create(['cast(', ' as integer)'], [node]) : node;

class IntegerLimits extends OperationNodeTransformer {
  protected override transformLimit(node: LimitNode): LimitNode {
    const limit = super.transformLimit(node);
    return { ...limit, limit: asInteger(limit.limit) };
  }

  protected override transformOffset(node: OffsetNode): OffsetNode {
    const offset = super.transformOffset(node);
    return { ...offset, offset: asInteger(offset.offset) };
  }
}

/** Bound LIMIT and OFFSET values as `cast(? as integer)`, so that SQLite keeps the statement prepared. */
export class SqliteIntegerLimitsPlugin implements KyselyPlugin {
  readonly #transformer = new IntegerLimits();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

// Package exec implements execution accuracy for Spider-style text-to-SQL
// evaluation: it runs gold and predicted SQL on read-only SQLite databases
// (from files or from bytes), with deadlines and size caps, and compares the
// results the way the official evaluators do.
//
// Two comparison semantics are provided:
//
//   - the test-suite evaluator (taoyds/test-suite-sql-eval), see
//     Evaluator.TestSuite: prediction and gold are normalised (operator
//     spacing, DISTINCT removal with the reference's statement splitting),
//     executed on every test database of the schema, and compared as bags
//     (or lists when the gold orders its rows) up to a permutation of the
//     columns; --plug_value and --keep_distinct are options;
//   - the legacy Spider evaluator (taoyds/spider), see Evaluator.Legacy:
//     results are compared as maps from each select item's key to the
//     column's values.
//
// Values follow Python's sqlite3 module: INTEGER, REAL, TEXT (decoded from
// UTF-8 with invalid bytes dropped), BLOB and NULL, compared with Python
// equality (1 == 1.0, None == None).
//
// Where this package deliberately differs from the reference scripts:
//
//   - only reads run: statements that would write, change the schema or the
//     connection, attach files or run transactions are refused (the
//     reference would run them); a refused prediction scores 0;
//   - every query has a deadline and caps on rows, result size, value
//     length and SQLite memory (the reference has none that work), and the
//     caller's context bounds everything done for one question (including
//     the plug-value search); a prediction that exceeds them scores 0;
//     the queries running at once share one memory budget (membudget.go),
//     for which they queue, and so do the results a judgment holds until
//     it is done (Hold) and the results the bounded gold caches keep;
//   - where the reference crashes (a gold query that fails, an empty
//     query text, a select-item key without a result column in the legacy
//     check), the verdict carries an error instead;
//   - the embedded SQLite (3.53.4: ncruces/go-sqlite3 natively, the
//     official WebAssembly build in js/wasm) is newer than the one CPython
//     ships: double-quoted string literals are enabled, and what the older
//     SQLite lacks (functions such as concat, string_agg and REGEXP,
//     table-valued functions such as generate_series, collations) fails as
//     it does there, so verdicts match the reference; query plans may still
//     differ, which can only matter for rows that tie under the gold's
//     ORDER BY.
//
// Below this package: internal/sqlite, the engine seam, holds the two
// SQLite drivers, one per build, each described by sqlite.Build;
// internal/sqllex splits SQL as python-sqlparse does, for the text
// rewriting; walfile lays a write-ahead log over its database. exectest
// writes fixture databases for the tests of every package.
package exec

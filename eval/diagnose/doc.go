// Package diagnose explains, with the TiDB SQL parser, why the Spider grammar rejects a
// prediction, and splits queries into clauses for side-by-side display. It sits beside the
// evaluation and never changes an official verdict or score.
//
// Diagnose classifies a query as syntax_error (TiDB cannot parse it either; the error is
// located in the original text), outside_grammar (valid SQL using constructs the Spider
// grammar does not accept, each listed as a Construct), unknown_identifier (DiagnoseSchema
// only: names missing from the schema) or ok; Diagnosis.Rejected turns ok into
// reference_grammar, naming the token where the reference's parser stopped, for a query the
// reference grammar rejected (explain/tidb does so for every rejected prediction). Schema identifiers that TiDB reserves (rank,
// match, show, ...) are back-quoted on a tokenised copy before parsing, and SQLite-only syntax
// (==, [name], GLOB, CAST AS TEXT, ...) is reported as such.
//
// A query over 32 KiB, 2,000 tokens or 100 levels of parentheses is not_diagnosed (too large
// to diagnose) before any parse, one whose AST nests over 500 levels before any check
// recurses into it, and so is one TiDB's parser panics on; the reason is the diagnosis's
// note. Details re-print at most 50,000 AST nodes per query, then quote the source.
//
// Clauses and Pretty render queries from TiDB's AST through its Restore machinery, cleaned
// for display; Clauses falls back to a keyword splitter on the raw text when TiDB fails.
package diagnose

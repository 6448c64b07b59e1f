// Package tidbfront is the front end eval/diagnose and eval/extended share
// for reading SQL with TiDB's parser: a lexer for the raw text, pooled
// parsers in the Spider SQL mode, the retry that back-quotes schema names
// TiDB reserves, text edits with a map back to the original offsets, the
// input bounds that keep a parse small and shallow, and the readings of
// TiDB's tree both make alike (tree.go: a set operation's operators,
// parentheses, conditions).
package tidbfront

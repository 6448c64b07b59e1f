package sqlite

import "strings"

// The reference's SQLite contract, applied by both drivers: the policy
// each connection's authorizer enforces, the caps and the hardening.

// readPragmas are the pragmas a query may use: they only describe the
// schema. Any other pragma, and so any assignment, is refused.
var readPragmas = []string{"table_info", "table_xinfo", "table_list", "index_list", "index_info", "index_xinfo", "foreign_key_list"}

// missingFuncs are SQL functions of the embedded SQLite 3.53 that the
// SQLite shipped with CPython (3.40, which produced the reference outputs)
// lacks: newer core functions, and REGEXP. Calling one fails with "no such
// function", as it does in the reference. Each driver adds its build's own
// extras (its queryPolicy).
var missingFuncs = []string{
	"uuid", "regexp", "regexpi",
	"concat", "concat_ws", "string_agg", "if",
	"octet_length", "timediff", "unhex", "unistr", "unistr_quote",
	"json_array_insert", "json_error_position", "json_pretty",
	"jsonb", "jsonb_array", "jsonb_array_insert", "jsonb_extract",
	"jsonb_group_array", "jsonb_group_object", "jsonb_insert", "jsonb_object",
	"jsonb_patch", "jsonb_remove", "jsonb_replace", "jsonb_set",
	"load_extension",
}

// Each build's own functions and table-valued functions (or virtual
// tables) that the reference's SQLite lacks (eval/exec/testdata/
// reference_sqlite.json lists what it has; TestEngineMatchesReferenceSQLite checks these lists).
var (
	// ncruces's extensions: decimal, ieee754, base64, generate_series.
	ncrucesMissingFuncs = []string{
		"base64",
		"decimal", "decimal_add", "decimal_cmp", "decimal_exp", "decimal_mul",
		"decimal_pow2", "decimal_sub", "decimal_sum",
		"ieee754", "ieee754_exponent", "ieee754_from_blob", "ieee754_from_int",
		"ieee754_inc", "ieee754_mantissa", "ieee754_to_blob", "ieee754_to_int",
	}
	ncrucesMissingTables = []string{"generate_series"}
	// Collations cannot be refused by the authorizer: the native driver
	// deletes these on every connection.
	ncrucesMissingCollations = []string{"decimal", "time", "uint"}
	// The official WebAssembly build's extras: the percentile extension,
	// sqlite_offset(), the stand-in unknown() that EXPLAIN gives functions
	// that do not exist, FTS5 functions newer than the reference, and the
	// bytecode, tables_used and sqlite_dbpage virtual tables.
	sqliteWasmMissingFuncs  = []string{"median", "percentile", "percentile_cont", "percentile_disc", "sqlite_offset", "unknown", "fts5_get_locale", "fts5_insttoken", "fts5_locale"}
	sqliteWasmMissingTables = []string{"bytecode", "tables_used", "sqlite_dbpage"}
)

// policyFor is the policy of a connection whose build lacks funcs and
// tables beside the reference's SQLite.
func policyFor(funcs, tables []string) Policy {
	return Policy{Pragmas: readPragmas, Funcs: append(append([]string(nil), missingFuncs...), funcs...), Tables: tables}
}

// Policy is what the authorizer of every connection allows: reading tables
// (but not the table-valued functions and virtual tables the reference's
// SQLite lacks), calling the functions it has, the read pragmas, and
// recursive CTEs. Everything that writes, changes the schema or the
// connection's state, attaches files, or runs transactions is refused at
// compile time. It is data, so that both drivers apply the same rules.
type Policy struct {
	Pragmas []string `json:"pragmas"` // allowed pragmas
	Funcs   []string `json:"funcs"`   // refused functions: "no such function"
	Tables  []string `json:"tables"`  // refused table-valued functions and virtual tables
}

// Authorizer action codes (sqlite3.h) the policy tells apart.
const (
	authPragma    = 19
	authRead      = 20
	authSelect    = 21
	authFunction  = 31
	authRecursive = 33
)

// authorizer decides the authorizer's callbacks for one policy.
type authorizer struct {
	pragmas, funcs, tables map[string]bool
}

func newAuthorizer(p Policy) *authorizer {
	set := func(names []string) map[string]bool {
		m := make(map[string]bool, len(names))
		for _, n := range names {
			m[strings.ToLower(n)] = true
		}
		return m
	}
	return &authorizer{pragmas: set(p.Pragmas), funcs: set(p.Funcs), tables: set(p.Tables)}
}

// allow reports whether the action is authorized; missing is set when a
// function was refused because the reference's SQLite lacks it.
func (a *authorizer) allow(action int, name3rd, name4th string) (ok bool, missing string) {
	switch action {
	case authSelect, authRecursive:
		return true, ""
	case authRead:
		return !a.tables[strings.ToLower(name3rd)], ""
	case authFunction:
		if a.funcs[strings.ToLower(name4th)] {
			return false, name4th
		}
		return true, ""
	case authPragma:
		return a.pragmas[strings.ToLower(name3rd)], ""
	}
	return false, ""
}

// Connection-wide caps that bound a single query's memory use.
const (
	MaxValueLength = 32 << 20 // largest string or blob SQLite may build
	// MaxSQLLength is the longest SQL text accepted: SQLITE_MAX_SQL_LENGTH
	// of the reference's SQLite, which refuses longer statements ("statement
	// too long"); the binding panics on some between it and 1 MiB.
	MaxSQLLength = 1_000_000
	// heapLimit is what one statement may take of SQLite's heap, on
	// both drivers (Driver.HeapLimit).
	heapLimit = 96 << 20
)

// settings is what driver_js.js is given (the js/wasm driver, and the
// engine test that runs it in node): the policy, the hardening SQL and the
// caps; TimeoutMs is the test's per-query deadline.
type settings struct {
	Policy
	HardenSQL      string `json:"hardenSQL"`
	HeapLimit      int64  `json:"heapLimit"`
	MaxValueLength int    `json:"maxValueLength"`
	MaxSQLLength   int    `json:"maxSQLLength"`
	TimeoutMs      int64  `json:"timeoutMs,omitempty"`
}

// settingsFor is the settings of a connection under p.
func settingsFor(p Policy) settings {
	return settings{Policy: p, HardenSQL: hardenSQL, HeapLimit: heapLimit, MaxValueLength: MaxValueLength, MaxSQLLength: MaxSQLLength}
}

// Each connection is configured like the SQLite builds Python ships, then
// bounded and made read-only: double-quoted strings are literals when no
// such column exists, schema functions run, temporary tables and sort
// spills stay in memory (under the heap cap), no database can be attached,
// values and SQL texts are capped, and the authorizer applies the policy.
const hardenSQL = "PRAGMA query_only = 1; PRAGMA temp_store = MEMORY"

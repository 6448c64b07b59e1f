package exec

import (
	"container/list"
	"fmt"
	"strings"
	"time"

	"github.com/ncruces/go-sqlite3"
)

// readPragmas are the pragmas a query may use: they only describe the
// schema. Any other pragma, and so any assignment, is refused.
var readPragmas = map[string]bool{
	"table_info":       true,
	"table_xinfo":      true,
	"table_list":       true,
	"index_list":       true,
	"index_info":       true,
	"index_xinfo":      true,
	"foreign_key_list": true,
}

// missingFuncs are SQL functions of the embedded SQLite build that the
// SQLite shipped with CPython (3.40, which produced the reference outputs)
// lacks: newer core functions, the build's extra extensions, and REGEXP.
// Calling one fails with "no such function", as it does in the reference.
var missingFuncs = map[string]bool{
	"base64": true, "uuid": true, "regexp": true, "regexpi": true,
	"concat": true, "concat_ws": true, "string_agg": true, "if": true,
	"octet_length": true, "timediff": true, "unhex": true, "unistr": true, "unistr_quote": true,
	"decimal": true, "decimal_add": true, "decimal_cmp": true, "decimal_exp": true, "decimal_mul": true,
	"decimal_pow2": true, "decimal_sub": true, "decimal_sum": true,
	"ieee754": true, "ieee754_exponent": true, "ieee754_from_blob": true, "ieee754_from_int": true,
	"ieee754_inc": true, "ieee754_mantissa": true, "ieee754_to_blob": true, "ieee754_to_int": true,
	"json_array_insert": true, "json_error_position": true, "json_pretty": true,
	"jsonb": true, "jsonb_array": true, "jsonb_array_insert": true, "jsonb_extract": true,
	"jsonb_group_array": true, "jsonb_group_object": true, "jsonb_insert": true, "jsonb_object": true,
	"jsonb_patch": true, "jsonb_remove": true, "jsonb_replace": true, "jsonb_set": true,
	"load_extension": true,
}

// conn is a pooled connection with its authorizer's last verdict.
type conn struct {
	*sqlite3.Conn
	// missingFunc is the function the authorizer last refused because the
	// reference's SQLite lacks it.
	missingFunc string

	db     *DB
	broken bool          // a panic left it in an unknown state: close it
	elem   *list.Element // its place in pool.lru while idle
	size   int64         // its memory size when it was parked
	parked time.Time     // when it was last parked
}

// authorize is the SQLite authorizer of every connection: reading tables,
// calling functions the reference's SQLite has, and recursive CTEs are
// allowed; everything that writes, changes the schema or the connection's
// state, attaches files, or runs transactions is refused at compile time.
func (c *conn) authorize(action sqlite3.AuthorizerActionCode, name3rd, name4th, _, _ string) sqlite3.AuthorizerReturnCode {
	switch action {
	case sqlite3.AUTH_SELECT, sqlite3.AUTH_READ, sqlite3.AUTH_RECURSIVE:
		return sqlite3.AUTH_OK
	case sqlite3.AUTH_FUNCTION:
		if missingFuncs[strings.ToLower(name4th)] {
			c.missingFunc = name4th
			return sqlite3.AUTH_DENY
		}
		return sqlite3.AUTH_OK
	case sqlite3.AUTH_PRAGMA:
		if readPragmas[strings.ToLower(name3rd)] {
			return sqlite3.AUTH_OK
		}
	}
	return sqlite3.AUTH_DENY
}

// Connection-wide caps that bound a single query's memory use. Each
// connection is its own SQLite instance with its own memory, so they apply
// per connection.
const (
	maxValueLength = 32 << 20  // largest string or blob SQLite may build
	maxSQLLength   = 1 << 20   // longest SQL text accepted
	heapLimit      = 96 << 20  // SQLite heap per connection
	maxMemory      = 128 << 20 // linear memory per connection (heap, stack, fragmentation)
)

// harden makes a freshly opened connection read-only and bounded.
func harden(c *conn) error {
	// Behave like the SQLite builds Python ships: double-quoted strings
	// are literals when no such column exists, and schema functions run.
	for _, op := range []sqlite3.DBConfig{sqlite3.DBCONFIG_DQS_DML, sqlite3.DBCONFIG_DQS_DDL, sqlite3.DBCONFIG_TRUSTED_SCHEMA} {
		if _, err := c.Config(op, true); err != nil {
			return fmt.Errorf("configure connection: %w", err)
		}
	}
	// Temporary tables and sort spills stay in memory, under the heap cap,
	// instead of growing files on disk.
	if err := c.Exec("PRAGMA query_only = 1; PRAGMA temp_store = MEMORY"); err != nil {
		return fmt.Errorf("set query_only: %w", err)
	}
	c.Limit(sqlite3.LIMIT_ATTACHED, 0)
	c.Limit(sqlite3.LIMIT_LENGTH, maxValueLength)
	c.Limit(sqlite3.LIMIT_SQL_LENGTH, maxSQLLength)
	c.HardHeapLimit(heapLimit)
	if err := c.SetAuthorizer(c.authorize); err != nil {
		return fmt.Errorf("install authorizer: %w", err)
	}
	return nil
}

package exec

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval/exec/exectest"
	"github.com/spidereval/spidereval/eval/exec/internal/sqlite"
)

// referenceSQLite is testdata/reference_sqlite.json: the functions, modules
// and collations of the SQLite the reference scripts ran.
type referenceSQLite struct {
	Version    string   `json:"version"`
	Functions  []string `json:"functions"`
	Modules    []string `json:"modules"`
	Collations []string `json:"collations"`
}

// introspect opens the fixture with the policy of this build plus the
// pragmas that list what the engine has.
func introspect(t *testing.T) *conn {
	t.Helper()
	db, _ := openFixture(t)
	p := sqlite.Build.Policy
	p.Pragmas = append(slices.Clone(p.Pragmas), "function_list", "module_list", "collation_list")
	ec, err := db.open(&p)
	if err != nil {
		t.Fatal(err)
	}
	c := &conn{Conn: ec, db: db}
	t.Cleanup(func() { ec.Close() })
	return c
}

func (c *conn) column(t *testing.T, sql string) []string {
	t.Helper()
	names, err := c.names(sql)
	if err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// minus is the names of a not in b, case-insensitively.
func minus(a, b []string) []string {
	in := map[string]bool{}
	for _, x := range b {
		in[strings.ToLower(x)] = true
	}
	var out []string
	for _, x := range a {
		if !in[strings.ToLower(x)] {
			out = append(out, x)
		}
	}
	return out
}

// fullTextOnly are functions of the reference's SQLite that an engine may
// lack: they belong to FTS3/FTS4 (neither build), FTS5 and R*Tree (not
// natively), and work only on such tables, which no database of the kit
// has and a query cannot create. load_extension is refused everywhere, as
// Python refuses it.
var fullTextOnly = []string{
	"fts3_tokenizer", "matchinfo", "offsets", "optimize",
	"fts5", "fts5_source_id", "bm25", "highlight", "snippet",
	"rtreecheck", "rtreedepth", "rtreenode",
	"load_extension",
}

// TestEngineMatchesReferenceSQLite: what this build's SQLite has beyond the
// reference's is refused, and what it lacks is provided, function by
// function, table-valued function by table-valued function, and collation
// by collation (Engine names the build).
func TestEngineMatchesReferenceSQLite(t *testing.T) {
	data, err := os.ReadFile("testdata/reference_sqlite.json")
	if err != nil {
		t.Fatal(err)
	}
	var ref referenceSQLite
	if err := json.Unmarshal(data, &ref); err != nil {
		t.Fatal(err)
	}
	c := introspect(t)
	funcs := c.column(t, "SELECT name FROM pragma_function_list")
	mods := c.column(t, "SELECT name FROM pragma_module_list")
	db, _ := openFixture(t)
	fails := func(sql string) error {
		_, err := db.Query(context.Background(), sql, Limits{})
		return err
	}

	for _, f := range minus(funcs, ref.Functions) {
		if !slices.Contains(sqlite.Build.Policy.Funcs, strings.ToLower(f)) {
			t.Errorf("%s: function %s is not in the reference's SQLite %s and is not refused", Engine, f, ref.Version)
		}
	}
	arity := map[string]int{}
	res, err := runQuery(context.Background(), c, "SELECT name, max(narg) FROM pragma_function_list GROUP BY name", Limits{}.withDefaults(), fullAllowance(Limits{}.withDefaults()), false)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range res.Rows {
		n := int(r[1].I)
		if n < 0 { // variadic: three fit every such function
			n = 3
		}
		arity[strings.ToLower(r[0].S)] = n
	}
	for _, f := range sqlite.Build.Policy.Funcs {
		args := strings.TrimSuffix(strings.Repeat("1,", max(1, arity[f])), ",")
		if err := fails("SELECT " + f + "(" + args + ")"); err == nil || !strings.Contains(err.Error(), "no such function: "+f) {
			t.Errorf("%s(%s) = %v, want no such function", f, args, err)
		}
	}
	for _, f := range minus(minus(ref.Functions, funcs), fullTextOnly) {
		t.Errorf("%s lacks function %s, which the reference's SQLite %s has", Engine, f, ref.Version)
	}
	for _, m := range minus(mods, ref.Modules) {
		if !slices.Contains(sqlite.Build.Policy.Tables, m) {
			if err := fails("SELECT * FROM " + m); err == nil || !strings.Contains(err.Error(), "no such table") {
				t.Errorf("%s: module %s is not in the reference's SQLite %s and SELECT * FROM %s = %v, want refused", Engine, m, ref.Version, m, err)
			}
		}
	}
	for _, m := range sqlite.Build.Policy.Tables {
		if err := fails("SELECT * FROM " + m + "(1)"); !isKind(err, ErrRefused) {
			t.Errorf("SELECT * FROM %s(1) = %v, want refused", m, err)
		}
	}
	for _, coll := range append([]string{"decimal", "time", "uint"}, ref.Collations...) {
		err := fails("SELECT name FROM singer ORDER BY name COLLATE " + coll)
		if want := slices.Contains(ref.Collations, coll); (err == nil) != want {
			t.Errorf("collation %s: %v; the reference's SQLite has it: %v", coll, err, want)
		}
	}
}

// TestSoundexLikeReference: soundex() gives what the reference's SQLite
// gives (testdata/soundex.json), on both engines (the official WebAssembly
// build lacks it; the js/wasm driver provides it).
func TestSoundexLikeReference(t *testing.T) {
	data, err := os.ReadFile("testdata/soundex.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases struct {
		Cases []struct {
			Arg     any    `json:"arg"`
			Soundex string `json:"soundex"`
		} `json:"cases"`
	}
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	db, _ := openFixture(t)
	for _, c := range cases.Cases {
		lit := "NULL"
		switch a := c.Arg.(type) {
		case string:
			lit = "'" + strings.ReplaceAll(a, "'", "''") + "'"
		case float64:
			lit = fmt.Sprint(a)
		}
		res, err := db.Query(context.Background(), "SELECT soundex("+lit+")", Limits{})
		if err != nil {
			t.Fatalf("soundex(%s): %v", lit, err)
		}
		if got := res.Rows[0][0].S; got != c.Soundex {
			t.Errorf("soundex(%s) = %q, want %q (the reference's SQLite)", lit, got, c.Soundex)
		}
	}
}

// TestLikeOnBlobs: the official WebAssembly build is compiled without
// SQLITE_LIKE_DOESNT_MATCH_BLOBS, so its built-in LIKE and GLOB match a
// BLOB; the js/wasm driver replaces like() and glob() (driver_js.js) so
// that both engines answer as the reference's SQLite does. The wanted
// answers are CPython's sqlite3 module's (SQLite built with that option),
// and the other cases check that everything else is SQLite's own matcher:
// NULLs, numbers, ESCAPE (an ESCAPE of % or _ included), the errors.
func TestLikeOnBlobs(t *testing.T) {
	db, _ := openFixture(t)
	for _, c := range []struct{ sql, want string }{
		{`SELECT x'616263' LIKE 'abc', x'616263' GLOB 'abc', 'abc' LIKE x'616263', x'61' LIKE x'61'`, "0|0|0|0"},
		{`SELECT x'61' LIKE 'a' ESCAPE NULL, x'61' LIKE 'a' ESCAPE 'xy'`, "0|0"},
		{`SELECT 'abc' LIKE 'ABC', 'abc' GLOB 'ABC', 'abc' GLOB 'a*', 'abc' LIKE 'a_c', 'abc' LIKE NULL, NULL GLOB 'a'`, "1|0|1|1|None|None"},
		{`SELECT 123 LIKE '1%', 1.5 LIKE '1.5', 'é' LIKE 'É', 'x' GLOB '[a-z]'`, "1|1|0|1"},
		{`SELECT '10%' LIKE '10!%' ESCAPE '!', '10x' LIKE '10!%' ESCAPE '!', 'a%' LIKE 'a%%' ESCAPE '%', 'ab' LIKE 'a%%' ESCAPE '%', 'a_' LIKE 'a__' ESCAPE '_', 'a' LIKE 'a' ESCAPE NULL`, "1|0|1|0|1|None"},
		{`SELECT 'a' LIKE 'a' ESCAPE 'xy'`, "error: ESCAPE expression must be a single character"},
	} {
		res, err := db.Query(context.Background(), c.sql, Limits{})
		got := ""
		if err != nil {
			got = "error: " + err.Error()
		} else {
			var cells []string
			for _, v := range res.Rows[0] {
				cells = append(cells, v.PyStr())
			}
			got = strings.Join(cells, "|")
		}
		if got != c.want && !(strings.HasPrefix(c.want, "error: ") && strings.HasSuffix(got, strings.TrimPrefix(c.want, "error: "))) {
			t.Errorf("%s: %s = %s, want %s (the reference's SQLite)", Engine, c.sql, got, c.want)
		}
	}
}

// TestUTF16Database: the CLI's engine reads a database stored as UTF-16;
// the page's build cannot (it is compiled without UTF-16) and says so when
// the database is opened.
func TestUTF16Database(t *testing.T) {
	path := filepath.Join(t.TempDir(), "u16.sqlite")
	exectest.WriteDB(t, path, "PRAGMA encoding = 'UTF-16le'; CREATE TABLE t (x TEXT); INSERT INTO t VALUES ('héllo')")
	db, err := OpenFile(path)
	if strings.Contains(Engine, "sqlite-wasm") {
		if err == nil || !strings.Contains(err.Error(), "UTF-16") {
			t.Fatalf("%s: opening a UTF-16 database = %v, want it refused naming UTF-16", Engine, err)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	res, err := db.Query(context.Background(), "SELECT x FROM t", Limits{})
	if err != nil || res.Rows[0][0].S != "héllo" {
		t.Fatalf("%s: %v %v", Engine, res, err)
	}
}

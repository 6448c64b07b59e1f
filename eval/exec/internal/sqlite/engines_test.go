//go:build !(js && wasm)

package sqlite

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"math"
	"os"
	osexec "os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/internal/datakit"
)

// engineRecord is what one query gave on one engine: SQLite's answer to
// prepare and the SHA-256 of the rows in the js/wasm driver's encoding
// (values, storage types and order).
type engineRecord struct {
	RC   int      `json:"rc"`
	Msg  string   `json:"msg,omitempty"`
	Tail int      `json:"tail,omitempty"`
	RO   bool     `json:"ro,omitempty"`
	Cols []string `json:"cols,omitempty"`
	Rows string   `json:"rows,omitempty"`
}

// corpusQuery is one distinct (database, SQL) pair of the kit, with where
// it was first seen.
type corpusQuery struct {
	DB     string `json:"db"`
	SQL    string `json:"sql"`
	origin string
}

// TestEnginesAgree runs every gold and prediction query of the kit (Spider
// dev, SParC dev, both BIRD kits) on the CLI's engine (ncruces, in this
// process) and on the page's (the official WebAssembly build through
// driver_js.js, in node: testdata/engines.mjs), and requires the same
// answer: the same error code and message, or the same columns and the same
// rows, types and row order. Exceptions are listed with their cause in
// testdata/engine_exceptions.txt. With -short, every 10th query.
func TestEnginesAgree(t *testing.T) {
	kit := datakit.Require(t)
	node, err := osexec.LookPath("node")
	if err != nil {
		t.Skip("skipping: node is not installed (make test-wasm needs it too)")
	}
	corpus := engineCorpus(t, kit)
	if testing.Short() {
		var sample []corpusQuery
		for i, q := range corpus {
			if i%10 == 0 {
				sample = append(sample, q)
			}
		}
		corpus = sample
	}
	dir := t.TempDir()
	var in bytes.Buffer
	for _, q := range corpus {
		b, _ := json.Marshal(q)
		in.Write(append(b, '\n'))
	}
	const timeout = 30 * time.Second
	cfg := settingsFor(policyFor(sqliteWasmMissingFuncs, sqliteWasmMissingTables))
	cfg.TimeoutMs = timeout.Milliseconds()
	pol, _ := json.Marshal(cfg)
	files := map[string][]byte{"corpus.jsonl": in.Bytes(), "policy.json": pol}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	abs := func(p string) string {
		a, err := filepath.Abs(p)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	cmd := osexec.Command(node, abs("testdata/engines.mjs"), abs("../../../../assets/sqlite/node-boot.mjs"), abs("driver_js.js"),
		filepath.Join(dir, "policy.json"), filepath.Join(dir, "corpus.jsonl"), filepath.Join(dir, "out.jsonl"))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	native := make([]engineRecord, len(corpus))
	conns := map[string]Conn{}
	defer func() {
		for _, c := range conns {
			c.Close()
		}
	}()
	for i, q := range corpus {
		if conns[q.DB] == nil {
			conns[q.DB] = openConn(t, q.DB)
		}
		native[i] = nativeRecord(t, conns[q.DB], q.SQL, timeout)
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("node %s: %v\n%s", "testdata/engines.mjs", err, stderr.String())
	}
	out, err := os.ReadFile(filepath.Join(dir, "out.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != len(corpus) {
		t.Fatalf("node answered %d of %d queries", len(lines), len(corpus))
	}
	exceptions := engineExceptions(t)
	var same, errs, rows, timeouts, excepted int
	for i, line := range lines {
		var page engineRecord
		if err := json.Unmarshal([]byte(line), &page); err != nil {
			t.Fatalf("record %d: %v", i, err)
		}
		nat := native[i]
		if nat.RC&0xff == CodeInterrupt || page.RC&0xff == CodeInterrupt {
			timeouts++ // stopped at different points: nothing to compare
			continue
		}
		if !engineRecordsEqual(nat, page) {
			if cause, ok := exceptions[corpus[i].origin]; ok {
				excepted++
				t.Logf("%s: differs, as listed (%s)", corpus[i].origin, cause)
				continue
			}
			t.Errorf("%s (%s):\n  CLI's engine:  %+v\n  page's engine: %+v", corpus[i].origin, corpus[i].SQL, nat, page)
			continue
		}
		same++
		if nat.RC != 0 {
			errs++
		} else if nat.Rows != "" {
			rows++
		}
	}
	t.Logf("%d distinct queries: %d answered alike (%d errors, %d row sets), %d listed exceptions, %d stopped by the %v deadline",
		len(corpus), same, errs, rows, excepted, timeouts, timeout)
	if timeouts > len(corpus)/100 {
		t.Errorf("%d queries hit the deadline: too few compared", timeouts)
	}
}

func engineRecordsEqual(a, b engineRecord) bool {
	return a.RC == b.RC && a.Msg == b.Msg && a.Tail == b.Tail && a.RO == b.RO && slices.Equal(a.Cols, b.Cols) && a.Rows == b.Rows
}

// openConn opens a connection of this build's driver on the database file
// at path, released when the test ends.
func openConn(t testing.TB, path string) Conn {
	t.Helper()
	open, _, release, err := Build.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(release)
	c, err := open(nil)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// nativeRecord runs sql on the CLI's engine and encodes its answer as
// driver_js.js does.
func nativeRecord(t *testing.T, c Conn, sql string, timeout time.Duration) engineRecord {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	stmt, tail, err := c.Prepare(ctx, sql)
	if err != nil {
		se, ok := err.(*Error)
		if !ok {
			t.Fatalf("%s: %v", sql, err)
		}
		return engineRecord{RC: se.Code, Msg: se.Msg}
	}
	if stmt == nil {
		return engineRecord{}
	}
	defer stmt.Close()
	rec := engineRecord{Tail: len(sql) - len(tail), RO: stmt.ReadOnly()}
	cols := stmt.Columns()
	for _, c := range cols {
		rec.Cols = append(rec.Cols, hex.EncodeToString([]byte(c)))
	}
	if !rec.RO || len(cols) == 0 {
		return rec
	}
	var b []byte
	str := func(p []byte) {
		b = binary.LittleEndian.AppendUint32(b, uint32(len(p)))
		b = append(b, p...)
	}
	r := stmt.Rows(math.MaxInt, math.MaxInt64)
	for r.Next() {
		b = append(b, 1)
		for i := range cols {
			k, n, f, raw := r.Cell(i)
			switch k {
			case Integer:
				b = binary.LittleEndian.AppendUint64(append(b, 1), uint64(n))
			case Float:
				b = binary.LittleEndian.AppendUint64(append(b, 2), math.Float64bits(f))
			case Text:
				b = append(b, 3)
				str(raw)
			case Blob:
				b = append(b, 4)
				str(raw)
			default:
				b = append(b, 5)
			}
		}
	}
	b = append(b, 0)
	if err := r.Err(); err != nil {
		se, ok := err.(*Error)
		if !ok {
			t.Fatalf("%s: %v", sql, err)
		}
		b = binary.LittleEndian.AppendUint32(b, uint32(se.Code))
		str([]byte(se.Msg))
	} else {
		b = binary.LittleEndian.AppendUint32(b, 0)
	}
	sum := sha256.Sum256(b)
	rec.Rows = hex.EncodeToString(sum[:])
	return rec
}

// engineCorpus collects the distinct (database, SQL) pairs of the kit's
// gold and prediction files.
func engineCorpus(t *testing.T, kit string) []corpusQuery {
	t.Helper()
	var out []corpusQuery
	seen := map[[2]string]bool{}
	add := func(dbPath, sql, origin string) {
		if strings.TrimSpace(sql) == "" || strings.IndexByte(sql, 0) >= 0 || seen[[2]string{dbPath, sql}] {
			return
		}
		seen[[2]string{dbPath, sql}] = true
		out = append(out, corpusQuery{DB: dbPath, SQL: sql, origin: origin})
	}
	read := func(elem ...string) dataset.File {
		p := datakit.Path(t, elem...)
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		return dataset.File{Name: strings.Join(elem, "/"), Data: b}
	}
	spiderDB := func(db string) string { return filepath.Join(kit, "spider", "database", db, db+".sqlite") }
	pair := func(gold, pred dataset.File) {
		p, err := dataset.Pair(gold, pred, dataset.Interactions)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range p.Examples {
			add(spiderDB(e.DBID), e.Gold, e.GoldOrigin)
			add(spiderDB(e.DBID), e.Pred, e.PredOrigin)
		}
	}
	spiderGold := read("spider", "dev_gold.sql")
	for _, f := range datakit.Glob(t, "predictions/spider_dev.*.sql") {
		pair(spiderGold, read("predictions", filepath.Base(f)))
	}
	pair(read("sparc", "dev_gold.txt"), read("predictions", "sparc_dev.editsql.txt"))

	birdKits := map[string]func(string) string{
		"spider_as_bird": spiderDB,
		"bird_dev_synth": func(db string) string {
			return filepath.Join(kit, "bird", "bird_dev_synth", "dev_databases", db, db+".sqlite")
		},
	}
	for name, dbPath := range birdKits {
		for _, gold := range datakit.Glob(t, "bird/"+name+"/*gold.sql") {
			f := read("bird", name, filepath.Base(gold))
			for _, l := range dataset.NonBlank(f.Data) {
				if sql, db, ok := strings.Cut(l.Text, "\t"); ok {
					add(dbPath(strings.TrimSpace(db)), sql, dataset.Origin(f.Name, l.No))
				}
			}
		}
		for _, pred := range datakit.Glob(t, "bird/"+name+"/predictions/*.json") {
			f := read("bird", name, "predictions", filepath.Base(pred))
			var m map[string]any
			if err := json.Unmarshal(f.Data, &m); err != nil {
				t.Fatalf("%s: %v", f.Name, err)
			}
			keys := make([]string, 0, len(m))
			for k := range m {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			for _, k := range keys {
				s, ok := m[k].(string)
				if !ok {
					continue
				}
				if sql, db, ok := strings.Cut(s, "\t----- bird -----\t"); ok {
					add(dbPath(strings.TrimSpace(db)), sql, f.Name+"#"+k)
				}
			}
		}
	}
	if len(out) < 1000 {
		t.Fatalf("only %d queries in the kit: incomplete", len(out))
	}
	return out
}

// engineExceptions reads testdata/engine_exceptions.txt: "origin<TAB>cause"
// lines, # comments.
func engineExceptions(t *testing.T) map[string]string {
	t.Helper()
	data, err := os.ReadFile("testdata/engine_exceptions.txt")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, l := range strings.Split(string(data), "\n") {
		if l = strings.TrimSpace(l); l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		origin, cause, ok := strings.Cut(l, "\t")
		if !ok {
			t.Fatalf("engine_exceptions.txt: %q: want origin<TAB>cause", l)
		}
		out[origin] = cause
	}
	return out
}

// TestMemSizeProbe: the native pool charges each idle connection with its
// linear memory, read through reflection on the binding.
func TestMemSizeProbe(t *testing.T) {
	open, release := Build.OpenBytes(nil)
	defer release()
	c, err := open(nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if n := c.MemSize(); n <= 0 || n > 8<<20 {
		t.Fatalf("memory size of a fresh connection = %d: the probe no longer reads the binding", n)
	}
}

package eval_test

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/diagnose"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/explain/tidb"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/internal/fuzzing"
)

// fuzzDemo is the bundled demo set the judge fuzzing scores against.
var fuzzDemo = filepath.Join("..", "assets", "demo")

// fuzzDBs are the demo databases, then one tables.json does not know.
var fuzzDBs = []string{"concert_singer", "pets_1", "poker_player", "orchestra", "no_such_db"}

// fuzzEnv is what every fuzzed judgement shares: schemas, sources, one catalog.
var fuzzEnv = sync.OnceValues(func() (eval.Inputs, error) {
	data, err := os.ReadFile(filepath.Join(fuzzDemo, "tables.json"))
	if err != nil {
		return eval.Inputs{}, err
	}
	tables, err := schema.ParseTables("tables.json", data)
	if err != nil {
		return eval.Inputs{}, err
	}
	dir := filepath.Join(fuzzDemo, "database")
	return eval.Inputs{Tables: tables, DBs: &eval.DirSource{Dir: dir}, Exec: exec.NewDirCatalog(dir)}, nil
})

// looksJSON reports whether a line file starting with s would be read as JSON.
func looksJSON(s string) bool {
	s = strings.TrimLeft(strings.TrimPrefix(s, "\ufeff"), " \t\r\n")
	return strings.HasPrefix(s, "[") || strings.HasPrefix(s, "{")
}

// oneLine keeps a fuzzed query on one line of a file: line breaks and tabs become spaces.
func oneLine(s string) string { return strings.NewReplacer("\r", " ", "\n", " ", "\t", " ").Replace(s) }

// FuzzJudge scores one fuzzed prediction against one fuzzed gold query on a demo database,
// through the whole Evaluate path with in-memory files. flags: bit 0 the legacy Spider
// dialect, bit 1 execution too (short timeouts), bit 2 the extended grammar. Beyond not
// crashing a run: one record comes back for the one question, a rejected gold is reported
// and not scored, a rejected prediction carries a consistent diagnosis and scores as any
// other rejected one (the reference's empty query), and a gold query scored against itself
// matches exactly.
func FuzzJudge(f *testing.F) {
	gold, err := os.Open(filepath.Join(fuzzDemo, "dev_gold.sql"))
	if err != nil {
		f.Fatal(err)
	}
	defer gold.Close()
	preds, err := os.ReadFile(filepath.Join(fuzzDemo, "pred_graphix_t5.sql"))
	if err != nil {
		f.Fatal(err)
	}
	predLines := strings.Split(string(preds), "\n")
	sc := bufio.NewScanner(gold)
	for i := 0; sc.Scan(); i++ {
		q, db, _ := strings.Cut(sc.Text(), "\t")
		if i%4 != 0 || i >= len(predLines) {
			continue // a sample keeps the seed corpus quick
		}
		for k, name := range fuzzDBs[:4] {
			if name == db {
				f.Add(q, predLines[i], uint8(k), uint8(i%8))
			}
		}
	}
	f.Add("SELECT count(*) FROM singer", "SELECT 1"+strings.Repeat("0", 81), uint8(0), uint8(7))
	f.Add("SELECT count(*) FROM singer", "select "+strings.TrimSuffix(strings.Repeat("1 + ", 3000), " + "), uint8(0), uint8(4))
	f.Add("SELECT count(*) FROM singer", "SELECT count(*) FROM singer AS s LEFT JOIN concert AS c ON s.Singer_ID = c.Stadium_ID WHERE s.Age IS NULL", uint8(0), uint8(6))
	f.Add("SELECT name FROM nothing", "SELECT name FROM nothing", uint8(4), uint8(3))
	f.Add("SELECT FROM", "0", uint8(0), uint8(4)) // the gold is the empty query: a rejected prediction matches it
	f.Add("[", "{", uint8(1), uint8(9))           // read as JSON files, refused whole
	f.Fuzz(func(t *testing.T, goldSQL, predSQL string, db, flags uint8) {
		base, err := fuzzEnv()
		if err != nil {
			t.Fatal(err)
		}
		dbID := fuzzDBs[int(db)%len(fuzzDBs)]
		opt := eval.Options{Etype: "match", Workers: 1, Extended: flags&4 != 0, Explainer: tidb.Explainer{}}
		if flags&1 != 0 {
			opt.Compat = eval.Spider
		}
		if flags&2 != 0 {
			opt.Etype, opt.Timeout, opt.Budget = "all", 200*time.Millisecond, time.Second
		}
		goldLine, predLine := oneLine(goldSQL), oneLine(predSQL)
		run := func(pred string) *eval.Results {
			in := base
			in.Gold = dataset.File{Name: "gold.sql", Data: []byte(goldLine + "\t" + dbID + "\n")}
			in.Pred = dataset.File{Name: "pred.sql", Data: []byte(pred + "\n")}
			start := time.Now()
			res, err := eval.Evaluate(context.Background(), in, opt, nil)
			if err != nil {
				// A file starting with [ or { is read as JSON, and may be refused whole.
				if looksJSON(goldLine) && strings.Contains(err.Error(), "gold.sql") ||
					looksJSON(pred) && strings.Contains(err.Error(), "pred.sql") {
					return nil
				}
				t.Fatalf("Evaluate(%q, %q, %s): %v", goldLine, pred, dbID, err)
			}
			if elapsed := time.Since(start); elapsed > 10*time.Second && fuzzing.Active() {
				t.Errorf("one question took %v", elapsed)
			}
			if res.Scores == nil {
				t.Errorf("no scores")
			}
			return res
		}
		res := run(predLine)
		if res == nil {
			return
		}
		if len(res.Records) != 1 {
			if len(res.Records) != 0 || dataset.Strip(predLine) != "" {
				t.Fatalf("%d records for one question (%q, %q)", len(res.Records), goldLine, predLine)
			}
			return
		}
		r := res.Records[0]
		if dataset.Strip(goldLine) == "" {
			// The line holds only the database id: one field, not SQL<TAB>db_id.
			if r.Error == "" || r.Scored() {
				t.Errorf("a gold line without SQL is not reported: %+v", r)
			}
			return
		}
		if r.DBID != dbID || r.Exact < 0 || r.Exact > 1 {
			t.Errorf("record on %q with exact %d", r.DBID, r.Exact)
		}
		if r.Scored() && r.Error != "" && strings.HasPrefix(r.Error, "gold SQL rejected") {
			t.Errorf("a rejected gold is scored: %+v", r)
		}
		if !r.Scored() && r.Exact != 0 {
			t.Errorf("an unscored question matches: %+v", r)
		}
		if r.Scored() && !r.PredParsed {
			d, ok := r.RejectReason.(*diagnose.Diagnosis)
			switch {
			case !ok || r.ParseError == "":
				t.Errorf("rejected prediction %q without a parse error and a diagnosis: %+v", predLine, r)
			case d.String() != r.RejectSummary || d.Class == "":
				t.Errorf("diagnosis %+v summarised as %q", d, r.RejectSummary)
			}
			// The reference scores a rejected prediction as its empty query: like any other.
			if other := run("("); len(other.Records) == 1 && !other.Records[0].PredParsed && other.Records[0].Exact != r.Exact {
				t.Errorf("rejected prediction %q: exact %d, another rejected one %d", predLine, r.Exact, other.Records[0].Exact)
			}
		}
		if opt.Extended && r.Scored() && (r.ExtendedExact == nil || r.PredParsed && *r.ExtendedExact != r.Exact) {
			t.Errorf("extended verdict %v beside official %d (parsed %v)", r.ExtendedExact, r.Exact, r.PredParsed)
		}
		if !r.Scored() {
			return
		}
		self := run(goldLine)
		if self == nil {
			t.Fatalf("the gold %q refused as a prediction file", goldLine)
		}
		if len(self.Records) != 1 {
			t.Fatalf("%d records when the gold is its own prediction", len(self.Records))
		}
		if s := self.Records[0]; s.Error == "" && (!s.PredParsed || s.Exact != 1) {
			t.Errorf("gold %q scored against itself: parsed %v, exact %d", goldLine, s.PredParsed, s.Exact)
		}
	})
}

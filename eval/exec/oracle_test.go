package exec

import (
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/spidereval/spidereval/internal/datakit"
)

// The testdata/ref_*.jsonl.gz files hold outputs of the reference
// evaluators (run once, offline, on the shared golden sets) keyed by file
// and index or by a hash of the query text, so no dataset text is copied:
//
//   - ref_lex: for each normalised gold/prediction text q, short sha256
//     hashes of remove_distinct(q) ("ERR" when it raises) and of the
//     reference's value extraction (tokens joined by \x1f, sorted values
//     joined by \x1f);
//   - ref_exec_flags: the test-suite exec verdict with --plug_value
//     ("plug", null when the plug-value search exceeds 4096 fillings),
//     with --keep_distinct ("keep"), and with both ("both");
//   - ref_legacy_keys: hashes of the legacy evaluator's select-item keys
//     (after its normalisation) for the prediction and the gold.

func shortHash(s string, n int) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])[:n]
}

func readGz[T any](t testing.TB, name string) []T {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatalf("open testdata: %v", err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return datakit.DecodeJSONL[T](t, name, zr)
}

// TestOracleLexing checks RemoveDistinct and ExtractValues on every
// normalised golden query against the reference's outputs.
func TestOracleLexing(t *testing.T) {
	if testing.Short() && runtime.GOOS == "js" {
		// 11 s under node for string code the native run checks whole.
		t.Skip("pure lexing: the native run checks every query")
	}
	requireSharedData(t)
	type lexRef struct {
		Q, RD, Toks, Vals string
	}
	refs := map[string]lexRef{}
	for _, r := range readGz[struct {
		Q    string `json:"q"`
		RD   string `json:"rd"`
		Toks string `json:"toks"`
		Vals string `json:"vals"`
	}](t, "ref_lex.jsonl.gz") {
		refs[r.Q] = lexRef{r.Q, r.RD, r.Toks, r.Vals}
	}
	files := datakit.Glob(t, "golden/*.testsuite.jsonl")
	seen := map[string]bool{}
	var inputs []string
	add := func(q string) {
		if !seen[q] {
			seen[q] = true
			inputs = append(inputs, q)
		}
	}
	for _, file := range files {
		for _, r := range readGolden(t, file) {
			for _, q := range []string{Postprocess(predictionLine(r.Pred)), Postprocess(r.Gold)} {
				add(q)
				if rd, err := RemoveDistinct(q); err == nil {
					add(rd)
				}
			}
		}
	}
	checked := 0
	for i, q := range inputs {
		if !datakit.Sampled(i) {
			continue
		}
		ref, ok := refs[shortHash(q, 16)]
		if !ok {
			t.Errorf("no reference entry for %q", q)
			continue
		}
		checked++
		rd, err := RemoveDistinct(q)
		got := "ERR"
		if err == nil {
			got = shortHash(rd, 16)
		}
		if got != ref.RD {
			t.Errorf("RemoveDistinct(%q) = %q: differs from the reference", q, rd)
		}
		tpl, err := ExtractValues(q)
		if err != nil {
			if ref.Toks != "ERR" {
				t.Errorf("ExtractValues(%q): %v; the reference succeeds", q, err)
			}
			continue
		}
		vals := slices.Clone(tpl.Values)
		slices.Sort(vals)
		if shortHash(strings.Join(tpl.Tokens, "\x1f"), 16) != ref.Toks {
			t.Errorf("ExtractValues(%q) tokens %q differ from the reference", q, tpl.Tokens)
		}
		if shortHash(strings.Join(vals, "\x1f"), 16) != ref.Vals {
			t.Errorf("ExtractValues(%q) values %q differ from the reference", q, vals)
		}
	}
	t.Logf("%d normalised queries agree with the reference lexer", checked)
}

// TestOracleFlags checks the --plug_value and --keep_distinct verdicts.
func TestOracleFlags(t *testing.T) {
	if testing.Short() {
		t.Skip("plug-value search runs thousands of queries")
	}
	if runtime.GOOS == "js" && os.Getenv("SPIDEREVAL_FULL") == "" {
		t.Skip("slow under js/wasm (same code as native); set SPIDEREVAL_FULL=1 to run")
	}
	data := requireSharedData(t)
	type flagRef struct {
		F    string `json:"f"`
		I    int    `json:"i"`
		Plug *int   `json:"plug"`
		Keep int    `json:"keep"`
		Both *int   `json:"both"`
	}
	refs := map[string]map[int]flagRef{}
	for _, r := range readGz[flagRef](t, "ref_exec_flags.jsonl.gz") {
		if refs[r.F] == nil {
			refs[r.F] = map[int]flagRef{}
		}
		refs[r.F][r.I] = r
	}
	cat := NewDirCatalog(filepath.Join(data, "spider", "database"))
	defer cat.Close()
	evs := map[string]*Evaluator{
		"plug": NewEvaluator(cat, Options{PlugValue: true, DisplayRows: -1}),
		"keep": NewEvaluator(cat, Options{KeepDistinct: true, DisplayRows: -1}),
		"both": NewEvaluator(cat, Options{PlugValue: true, KeepDistinct: true, DisplayRows: -1}),
	}
	files := datakit.Glob(t, "golden/*.testsuite.jsonl")
	for f := range refs {
		datakit.Path(t, "golden", f)
	}
	for _, file := range files {
		base := filepath.Base(file)
		t.Run(base, func(t *testing.T) {
			recs := readGolden(t, file)
			type job struct {
				rec  goldenRecord
				mode string
				want int
			}
			var jobs []job
			for _, r := range recs {
				ref, ok := refs[base][r.Index]
				if !ok {
					t.Fatalf("no reference flags for %s #%d", base, r.Index)
				}
				jobs = append(jobs, job{r, "keep", ref.Keep})
				if ref.Plug != nil {
					jobs = append(jobs, job{r, "plug", *ref.Plug})
				}
				if ref.Both != nil {
					jobs = append(jobs, job{r, "both", *ref.Both})
				}
			}
			var mu sync.Mutex
			agree := map[string]int{}
			total := map[string]int{}
			var wg sync.WaitGroup
			work := make(chan job)
			for range runtime.GOMAXPROCS(0) {
				wg.Go(func() {
					for j := range work {
						v := evs[j.mode].TestSuite(context.Background(), j.rec.DBID, predictionLine(j.rec.Pred), j.rec.Gold)
						mu.Lock()
						total[j.mode]++
						if v.Err == nil && v.Exec == j.want {
							agree[j.mode]++
						} else {
							t.Errorf("%s index %d db %s\n  gold: %s\n  pred: %s\n  reference %d, got %d (err %v, pred err %v)",
								j.mode, j.rec.Index, j.rec.DBID, j.rec.Gold, j.rec.Pred, j.want, v.Exec, v.Err, v.PredErr)
						}
						mu.Unlock()
					}
				})
			}
			for _, j := range jobs {
				work <- j
			}
			close(work)
			wg.Wait()
			for _, m := range []string{"plug", "keep", "both"} {
				t.Logf("%s --%s: %d/%d agree", base, m, agree[m], total[m])
			}
		})
	}
}

// TestDifferentialLegacy checks every golden legacy exec verdict, with the
// select-item keys the legacy evaluator computed.
func TestDifferentialLegacy(t *testing.T) {
	data := requireSharedData(t)
	type keyRef struct {
		F  string   `json:"f"`
		I  int      `json:"i"`
		PK []string `json:"pk"`
		GK []string `json:"gk"`
	}
	refs := map[string]map[int]keyRef{}
	for _, r := range readGz[keyRef](t, "ref_legacy_keys.jsonl.gz") {
		if refs[r.F] == nil {
			refs[r.F] = map[int]keyRef{}
		}
		refs[r.F][r.I] = r
	}
	files := datakit.Glob(t, "golden/*.spider.jsonl")
	// Every file the reference keys were taken from must be in the kit.
	for f := range refs {
		datakit.Path(t, "golden", f)
	}
	cat := NewDirCatalog(filepath.Join(data, "spider", "database"))
	defer cat.Close()
	ev := NewEvaluator(cat, Options{DisplayRows: -1})
	for _, file := range files {
		base := filepath.Base(file)
		t.Run(base, func(t *testing.T) {
			recs := readGolden(t, file)
			agree, checked := 0, 0
			for i, r := range recs {
				if !datakit.Sampled(i) {
					continue
				}
				checked++
				k, ok := refs[base][r.Index]
				if !ok {
					t.Fatalf("no reference keys for %s #%d", base, r.Index)
				}
				pred, _, _ := strings.Cut(strings.TrimSpace(r.Pred), "\t")
				v := ev.Legacy(context.Background(), r.DBID, pred, r.Gold, k.PK, k.GK)
				if v.Err == nil && v.Exec == r.Exec {
					agree++
					continue
				}
				t.Errorf("index %d db %s\n  gold: %s\n  pred: %s\n  golden exec %d, got %d (err %v, pred err %v)",
					r.Index, r.DBID, r.Gold, r.Pred, r.Exec, v.Exec, v.Err, v.PredErr)
			}
			t.Logf("%s: %d/%d legacy exec verdicts agree", base, agree, checked)
		})
	}
}

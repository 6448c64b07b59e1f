package workspace

import (
	"archive/zip"
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
)

// zipOf packs name/content pairs, in order, as one archive.
func zipOf(t *testing.T, files ...[2]string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range files {
		w, err := zw.Create(f[0])
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(f[1]))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestTraversalAndStrayText loads a zip holding a traversal name, an
// absolute name and a README beside a real prediction file: the first two
// are skipped with their reason, the README is listed but not offered as a
// likely prediction file.
func TestTraversalAndStrayText(t *testing.T) {
	pred := string(readDemo(t, "pred_graphix_t5.sql"))
	w := New()
	infos := w.Add("upload.zip", zipOf(t,
		[2]string{"../../evil.sql", pred},
		[2]string{"/etc/abs.sql", pred},
		[2]string{"a/..\\..\\win.sql", pred},
		[2]string{"readme.txt", "This folder holds our model's outputs.\nRun it with care.\n\nQuestions: mail us.\n"},
		[2]string{"pred.sql", pred},
	))
	byName := map[string]FileInfo{}
	for _, i := range infos {
		byName[i.Name] = i
	}
	for _, n := range []string{"upload.zip/../../evil.sql", "upload.zip//etc/abs.sql", "upload.zip/a/..\\..\\win.sql"} {
		i, ok := byName[n]
		if !ok || i.Kind != Ignored || !strings.HasPrefix(i.Error, "skipped: ") {
			t.Errorf("%s: %+v, want skipped with a reason", n, i)
		}
	}
	if !strings.Contains(byName["upload.zip/../../evil.sql"].Error, "traversal") {
		t.Errorf("the traversal is not named: %q", byName["upload.zip/../../evil.sql"].Error)
	}
	s := w.Summary()
	if strings.Join(s.Preds, ",") != "pred.sql,readme.txt" {
		t.Errorf("predictions %q, want pred.sql and readme.txt only", s.Preds)
	}
	if strings.Join(s.Unlikely, ",") != "readme.txt" {
		t.Errorf("unlikely predictions %q, want readme.txt", s.Unlikely)
	}
	if !strings.Contains(byName["readme.txt"].Detail, "not chosen by default") {
		t.Errorf("readme.txt detail %q", byName["readme.txt"].Detail)
	}
	found := 0
	for _, p := range s.Problems {
		if strings.Contains(p, "evil.sql") || strings.Contains(p, "abs.sql") || strings.Contains(p, "win.sql") {
			found++
		}
	}
	if found != 3 {
		t.Errorf("the summary names %d of the 3 skipped files: %q", found, s.Problems)
	}
	// A loose file with a traversal name is refused too.
	if i := w.Add("../up.sql", []byte(pred)); i[0].Kind != Ignored || i[0].Error == "" {
		t.Errorf("loose traversal name: %+v", i)
	}
}

// TestSkippedFilesReachTheRun checks that files the workspace could not
// read lead the run's problems.
func TestSkippedFilesReachTheRun(t *testing.T) {
	w := New()
	w.Add("spider.zip", demoZip(t))
	w.Add("bad.zip", zipOf(t, [2]string{"../../evil.sql", "SELECT 1"}))
	res, err := w.Evaluate(context.Background(), "spider/dev_gold.sql", "spider/pred_graphix_t5.sql", eval.Options{Etype: "match"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	ps := res.Problems()
	if len(ps) == 0 || ps[0].Kind != eval.KindInput || !strings.Contains(strings.Join(ps[0].Items, "\n"), "bad.zip/../../evil.sql: skipped") {
		t.Errorf("problems %+v, want the skipped entry first", ps)
	}
}

// TestOriginsFollowEvaluation checks that Origins lists the questions in
// the order and with the places the evaluation reports, for every reference.
func TestOriginsFollowEvaluation(t *testing.T) {
	w := New()
	w.Add("spider.zip", demoZip(t))
	pred := readDemo(t, "pred_graphix_t5.sql")
	// Drop a line in the middle so that pairing matters.
	lines := strings.SplitAfter(string(pred), "\n")
	w.Add("short.sql", []byte(strings.Join(append(lines[:10:10], lines[11:]...), "")))
	for _, c := range []eval.Compat{eval.TestSuite, eval.Spider, eval.SParC} {
		for _, gold := range []string{"spider/dev_gold.sql", "spider/dev.json"} {
			res, err := w.Evaluate(context.Background(), gold, "short.sql", eval.Options{Etype: "match", Compat: c, Workers: 1}, nil)
			if c == eval.SParC && err != nil {
				continue // SParC drops an unterminated last interaction: a line gold without blank lines is empty
			}
			if err != nil {
				t.Fatal(err)
			}
			got := w.Origins(gold, "short.sql", c)
			if len(got) != len(res.Records) {
				t.Fatalf("%s %s: %d origins for %d records", c, gold, len(got), len(res.Records))
			}
			for i, r := range res.Records {
				want := r.PredOrigin
				if want == "" {
					want = r.GoldOrigin
				}
				if got[i] != want {
					t.Errorf("%s %s: question %d at %q, want %q", c, gold, i, got[i], want)
					break
				}
			}
		}
	}
}

func TestPlural(t *testing.T) {
	for n, want := range map[int]string{0: "0 rows", 1: "1 row", 2: "2 rows"} {
		if got := Plural(n, "row", "rows"); got != want {
			t.Errorf("Plural(%d) = %q, want %q", n, got, want)
		}
	}
}

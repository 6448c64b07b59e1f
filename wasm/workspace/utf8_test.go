package workspace

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
)

// TestPageNamesNonUTF8 (issue 26, item 1): the page's run names a
// prediction line that is not UTF-8 as the CLI does (shared eval code),
// scores the rest, and its worst problem is the refused-input one.
func TestPageNamesNonUTF8(t *testing.T) {
	w := New()
	w.Add("spider.zip", demoZip(t))
	lines := bytes.Split(readDemo(t, "pred_graphix_t5.sql"), []byte("\n"))
	lines[77] = []byte("SELECT name FROM singer WHERE name = '\xa1\xae Smith \xa1\xaf'")
	w.Add("gbk.sql", bytes.Join(lines, []byte("\n")))
	res, err := w.Evaluate(context.Background(), "spider/dev_gold.sql", "gbk.sql", eval.Options{Etype: "match"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	ps := res.Problems()
	if eval.Worst(ps) != eval.Refused || len(ps) == 0 || len(ps[0].Items) == 0 || !strings.HasPrefix(ps[0].Items[0], "gbk.sql:78: byte 0xa1 at offset ") {
		t.Fatalf("problems: %+v", ps)
	}
	if len(res.Records) != 167 {
		t.Errorf("%d records, want 167", len(res.Records))
	}
}

package extended

import (
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval/internal/kittest"
	"github.com/spidereval/spidereval/internal/datakit"
)

// tally counts labelled cases and keeps a few examples of each.
type tally struct {
	n        map[string]int
	examples map[string][]string
}

func newTally() *tally { return &tally{n: map[string]int{}, examples: map[string][]string{}} }

func (c *tally) add(label, example string) {
	c.n[label]++
	if len(c.examples[label]) < 3 {
		c.examples[label] = append(c.examples[label], example)
	}
}

// report lists the labels by decreasing count, with examples when verbose.
func (c *tally) report(verbose bool) string {
	labels := make([]string, 0, len(c.n))
	for k := range c.n {
		labels = append(labels, k)
	}
	sort.Slice(labels, func(i, j int) bool {
		if c.n[labels[i]] != c.n[labels[j]] {
			return c.n[labels[i]] > c.n[labels[j]]
		}
		return labels[i] < labels[j]
	})
	var b strings.Builder
	for _, k := range labels {
		fmt.Fprintf(&b, "  %5d  %s\n", c.n[k], k)
		if verbose {
			for _, e := range c.examples[k] {
				fmt.Fprintf(&b, "           %s\n", e)
			}
		}
	}
	return b.String()
}

// errorLabel names the category of a Parse failure.
func errorLabel(err error) string {
	var u *UnsupportedError
	if errors.As(err, &u) {
		return "unsupported " + u.Construct
	}
	var s *SyntaxError
	if errors.As(err, &s) {
		return "TiDB syntax error"
	}
	return "error"
}

// diffLabel names the first top-level section where two trees differ.
func diffLabel(got, want any) string {
	g, ok1 := got.(map[string]any)
	w, ok2 := want.(map[string]any)
	if !ok1 || !ok2 {
		return "shape"
	}
	keys := make([]string, 0, len(w))
	for k := range w {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !reflect.DeepEqual(g[k], w[k]) {
			if k == "intersect" || k == "union" || k == "except" {
				return k + "/" + diffLabel(g[k], w[k])
			}
			return k
		}
	}
	return "shape"
}

// TestAgreementWithReference runs Parse on every query of the golden parse files: where the
// reference grammar accepts a query, the lowered tree must equal the reference's (≥ 99%);
// where it rejects one, the test counts how many Parse lowers and with which extensions.
func TestAgreementWithReference(t *testing.T) {
	for _, file := range kittest.ParseGoldenFiles {
		t.Run(file.Name, func(t *testing.T) {
			recs := kittest.ParseGolden(t, file.Name)
			accepted, agree, withKinds, rejected, lowered := 0, 0, 0, 0, 0
			disagree, failures, kindsOnAccepted, loweredKinds := newTally(), newTally(), newTally(), newTally()
			for i, r := range recs {
				if !datakit.Sampled(i) {
					continue
				}
				s := kittest.SpiderSchema(t, r.DBID)
				q, kinds, err := Parse(r.SQL, s, file.Dialect)
				example := r.DBID + ": " + r.SQL
				if r.ParseError != "" {
					rejected++
					if err != nil {
						failures.add(errorLabel(err), example+"  => "+err.Error())
						continue
					}
					lowered++
					if len(kinds) == 0 {
						kinds = []string{KindReferenceQuirk}
					}
					for _, k := range kinds {
						loweredKinds.add(k, example)
					}
					continue
				}
				accepted++
				if err != nil {
					disagree.add("Parse fails: "+errorLabel(err), example+"  => "+err.Error())
					continue
				}
				if got := kittest.JSONTree(t, q); !reflect.DeepEqual(got, r.Parsed) {
					disagree.add("tree differs in "+diffLabel(got, r.Parsed), example)
					continue
				}
				agree++
				if len(kinds) > 0 {
					withKinds++
					kindsOnAccepted.add(strings.Join(kinds, ","), example)
				}
			}
			rate := 100 * float64(agree) / float64(accepted)
			t.Logf("accepted by the reference: %d, same tree: %d (%.2f%%), of which %d report extensions", accepted, agree, rate, withKinds)
			t.Logf("disagreements:\n%s", disagree.report(true))
			if withKinds > 0 {
				t.Logf("extensions reported on agreeing accepted queries:\n%s", kindsOnAccepted.report(true))
			}
			t.Logf("rejected by the reference: %d, lowered by Parse: %d (%.1f%%)", rejected, lowered, 100*float64(lowered)/float64(rejected))
			t.Logf("extensions used on lowered rejected queries:\n%s", loweredKinds.report(testing.Verbose()))
			t.Logf("why Parse fails on rejected queries:\n%s", failures.report(testing.Verbose()))
			if rate < 99 {
				t.Errorf("agreement %.2f%% below 99%%", rate)
			}
		})
	}
}

package app

import (
	"strings"
	"testing"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// TestLongClauseCollapsed: a clause of issue 26's 100 KB prediction (7,200
// OR terms) shows its first words and a "show all" button, not 30,000
// words; the button shows every word.
func TestLongClauseCollapsed(t *testing.T) {
	var b strings.Builder
	b.WriteString("name = 'x'")
	for range 7199 {
		b.WriteString(" OR name = 'y'")
	}
	long := b.String()
	cases := []struct {
		name      string
		pred      string
		open      bool
		wantWords int
		wantMore  bool
	}{
		{"short", "name = 'x'", false, 3, false},
		{"long", long, false, shownWords, true},
		{"long, shown whole", long, true, 4*7200 - 1, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := &protocol.Detail{GoldClauses: []protocol.Clause{{Keyword: "WHERE", Text: "name = 'x'"}},
				PredClauses: []protocol.Clause{{Keyword: "WHERE", Text: c.pred}}}
			html := goapp.HTMLString(renderClauses(d))
			if c.open {
				toks := splitWords(c.pred)
				html = goapp.HTMLString(&clauseCell{Text: c.pred, Toks: toks, openText: c.pred})
			}
			words := strings.Count(html, `class="se-w`)
			if !c.open {
				words -= 3 // the gold's
			}
			if words != c.wantWords {
				t.Errorf("%d words shown, want %d", words, c.wantWords)
			}
			if more := strings.Contains(html, "se-clause-more"); more != c.wantMore {
				t.Errorf("show-all button %v, want %v", more, c.wantMore)
			}
		})
	}
}

func TestClipText(t *testing.T) {
	cases := []struct {
		s    string
		n    int
		want string
	}{
		{"select 1", 300, "select 1"},
		{"abcdef", 3, "abc…"},
		{"aé", 2, "a…"}, // é is two bytes: not cut inside it
	}
	for _, c := range cases {
		if got := clipText(c.s, c.n); got != c.want {
			t.Errorf("clipText(%q, %d) = %q, want %q", c.s, c.n, got, c.want)
		}
	}
}

package app

import (
	"net/url"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/app/playlink"
)

// TestPlaygroundLinks reads the three kinds of Playground link: packed in
// the fragment, the older pair in the query, and a fragment cut short,
// which is named and leaves the playground as it was.
func TestPlaygroundLinks(t *testing.T) {
	pair := playlink.Pair{DB: "pets_1", Gold: "SELECT count(*) FROM pets", Pred: "SELECT count(petid) FROM pets", Question: "How many pets?", Reference: "spider"}
	s := newStore()
	readPlaygroundURL(s, url.Values{"db": {"ignored"}}, "pg="+playlink.Encode(pair))
	if p := s.play; p.db != pair.DB || p.gold != pair.Gold || p.pred != pair.Pred || p.question != pair.Question || s.playRef() != "spider" {
		t.Errorf("packed link read as %+v", p)
	}
	if got, err := playlink.Decode(strings.TrimPrefix(writePlaygroundURL(s, url.Values{}), "pg=")); err != nil || got != pair {
		t.Errorf("the link written back carries %+v (%v), want %+v", got, err, pair)
	}

	s = newStore()
	readPlaygroundURL(s, url.Values{"db": {"concert_singer"}, "gold": {"SELECT 1"}, "pred": {"SELECT 2"}}, "")
	if p := s.play; p.db != "concert_singer" || p.gold != "SELECT 1" || p.pred != "SELECT 2" || s.playRef() != s.compat {
		t.Errorf("query link read as %+v, reference %q", p, s.playRef())
	}

	s = newStore()
	packed := playlink.Encode(pair)
	readPlaygroundURL(s, url.Values{}, "pg="+packed[:len(packed)/2])
	if s.play.gold != "" || !strings.Contains(s.notice, "This Playground link could not be read") {
		t.Errorf("a link cut short: playground %+v, notice %q", s.play, s.notice)
	}
}

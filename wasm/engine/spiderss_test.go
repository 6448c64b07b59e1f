package engine

import (
	"encoding/json"
	"os"
	"strconv"
	"testing"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// TestSubSentenceCounts: with a Spider-SS file loaded, a run's questions
// carry their number of sub-sentences, counted as the breakdown counts
// them, and the playground joins a typed question the same way.
func TestSubSentenceCounts(t *testing.T) {
	data, err := os.ReadFile("../../eval/spiderss/testdata/handful.json")
	if err != nil {
		t.Fatal(err)
	}
	rec := &recorder{}
	e := New(Host{Post: rec.post, Fetch: demoFetch})
	e.Handle(protocol.Request{Type: protocol.LoadDemo, ID: 1, Base: "/web/demo"}, nil)
	e.Handle(protocol.Request{Type: protocol.Load, ID: 2}, []Source{Bytes("spider_ss_dev.json", data)})
	e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 3, Gold: "demo/dev.json", Pred: "demo/pred_graphix_t5.sql", Etype: "match"}, nil)
	if f := rec.of(protocol.Failed); len(f) > 0 {
		t.Fatalf("failed: %+v", f)
	}
	counts := map[string]int{}
	for _, m := range rec.of(protocol.Questions) {
		for _, q := range m.Questions {
			if q.SubSentences > 0 {
				counts[strconv.Itoa(q.SubSentences)]++
			}
		}
	}
	start := rec.of(protocol.RunStart)
	groups := start[0].Run.Breakdowns["subsentences"]
	n, total := 0, 0
	for _, c := range counts {
		total += c
	}
	for _, g := range groups {
		if g.Key != "(none)" {
			n += g.Count
			if counts[g.Key] != g.Count {
				t.Errorf("%s sub-sentences: %d questions, the breakdown says %d", g.Key, counts[g.Key], g.Count)
			}
		}
	}
	if n == 0 || n != total {
		t.Errorf("%d annotated questions in the breakdown, %d in the list: %+v", n, total, groups)
	}

	judge := func(id int, question string) *protocol.Detail {
		e.Handle(protocol.Request{Type: protocol.Judge, ID: id, DB: "concert_singer", Question: question,
			GoldSQL: "SELECT T2.name, T2.capacity FROM concert AS T1 JOIN stadium AS T2 ON T1.stadium_id = T2.stadium_id WHERE T1.year >= 2014 GROUP BY T2.stadium_id ORDER BY count(*) DESC LIMIT 1", PredSQL: "SELECT name, capacity FROM stadium"}, nil)
		for _, m := range rec.of(protocol.Judged) {
			if m.ID == id {
				return m.Detail
			}
		}
		t.Fatalf("judge %d: %+v", id, rec.of(protocol.Failed))
		return nil
	}
	d := judge(10, " Show the stadium name and capacity with most  number of concerts in year 2014 or after.")
	if len(d.SubSentences) != 3 || d.Question.SubSentences != 3 || d.SubSentences[2].Text != "in year 2014 or after." {
		t.Errorf("playground split: %d sub-sentences (count %d): %+v", len(d.SubSentences), d.Question.SubSentences, d.SubSentences)
	}
	if d := judge(11, "Show the stadium names"); len(d.SubSentences) != 0 || d.Split != "" {
		t.Errorf("an unannotated question split: %+v", d.SubSentences)
	}
	if d := judge(12, ""); len(d.SubSentences) != 0 {
		t.Errorf("no question, yet split: %+v", d.SubSentences)
	}
	// A file of one annotation (rid 0, concert_singer) would join a single
	// pair by position; the playground joins by the question's md5 only.
	var anns []json.RawMessage
	if err := json.Unmarshal(data, &anns); err != nil {
		t.Fatal(err)
	}
	one, _ := json.Marshal(anns[:1])
	e.Handle(protocol.Request{Type: protocol.Load, ID: 13}, []Source{Bytes("one.json", one)})
	if d := judge(14, "Show the stadium names"); len(d.SubSentences) != 0 {
		t.Errorf("joined by position in the playground: %s", d.Split)
	}
}

package engine

import (
	"fmt"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/spiderss"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// addSubSentences gives a question's detail its Spider-SS split, when a
// loaded annotation file has one.
func (e *Engine) addSubSentences(d *protocol.Detail, res *eval.Results, index int) {
	s := e.workspace().SplitOf(res.Records, index)
	if s == nil {
		return
	}
	for _, ss := range s.SubSentences {
		out := protocol.SubSentence{Text: ss.Text}
		for _, c := range ss.Clauses {
			out.Clauses = append(out.Clauses, protocol.SubClause{Keywords: c.Keywords, Text: c.Text, NotMentioned: c.NotMentioned, Extra: c.Extra})
		}
		d.SubSentences = append(d.SubSentences, out)
	}
	how := "joined by the md5 of the question"
	if s.By == spiderss.ByPosition {
		how = "joined by position and database (the annotators' text differs)"
	}
	if s.Approximate {
		how += "; word boundaries approximate"
	}
	d.Split = fmt.Sprintf("Spider-SS annotation %d, %s. NatSQL: %s", s.RID, how, s.NatSQL)
}

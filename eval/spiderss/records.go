package spiderss

import (
	"strconv"

	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/eval/schema"
)

// Field is the record field that carries a question's number of
// sub-sentences, for breakdowns (--by subsentences).
const Field = "subsentences"

// JoinRecords joins annotations to scored records (in order, by their
// question text and db_id) and gives every annotated record its number of
// sub-sentences under Field. tables names GROUP BY columns (may be nil).
func JoinRecords(anns []Annotation, recs []report.Record, tables schema.Tables) *Joined {
	qs := make([]Question, len(recs))
	for i, r := range recs {
		qs[i] = Question{DBID: r.DBID, Text: r.Question}
	}
	j := Join(anns, qs, ColumnsOf(tables))
	for i, s := range j.Splits {
		if s == nil {
			continue
		}
		r := &recs[i]
		fields := make(map[string]string, len(r.Fields)+1)
		for k, v := range r.Fields {
			fields[k] = v
		}
		fields[Field] = strconv.Itoa(len(s.SubSentences))
		r.Fields = fields
	}
	return j
}

// ColumnsOf names NatSQL's column numbers from a tables.json (nil when
// there is none).
func ColumnsOf(tables schema.Tables) func(db string) []string {
	if tables == nil {
		return nil
	}
	return func(db string) []string {
		if e := tables[db]; e != nil {
			return NatSQLColumns(e)
		}
		return nil
	}
}

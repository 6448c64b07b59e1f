// Package tidb implements explain.Explainer in process with the TiDB
// parser: the diagnosis of rejected predictions, the extended grammar and
// clause splitting. The CLI uses it directly, the page in its second worker.
package tidb

import (
	"errors"

	"github.com/spidereval/spidereval/eval/diagnose"
	"github.com/spidereval/spidereval/eval/explain"
	"github.com/spidereval/spidereval/eval/extended"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// Explainer is the in-process explain.Explainer.
type Explainer struct{}

var _ explain.Explainer = Explainer{}

// Diagnose implements explain.Explainer; the reason is a *diagnose.Diagnosis.
// It is asked about predictions the Spider grammar rejected, so where the
// TiDB side finds nothing it names the reference grammar's stop (the
// legacy dialect's, the stricter), never "ok".
func (Explainer) Diagnose(sql string, s *schema.Schema) (any, string, error) {
	d := diagnose.DiagnoseSchema(sql, names(s))
	if d.Class == diagnose.ClassOK {
		var pe *spiderql.ParseError
		if _, err := spiderql.Parse(sql, s, spiderql.Spider); errors.As(err, &pe) {
			d.Rejected(pe.Token, pe.Near, pe.Msg)
		} else {
			d.Rejected(0, "", "")
		}
	}
	return &d, d.String(), nil
}

// ExtendedParse implements explain.Explainer.
func (Explainer) ExtendedParse(pred string, s *schema.Schema, d spiderql.Dialect) (*spiderql.Query, []string, error) {
	return extended.ParseRejected(pred, s, d)
}

// Clauses implements explain.Explainer.
func (Explainer) Clauses(sql string, idents []string) ([]explain.Clause, error) {
	cs, err := diagnose.Clauses(sql, idents)
	if err != nil {
		return nil, err
	}
	out := make([]explain.Clause, len(cs))
	for i, c := range cs {
		out[i] = explain.Clause{Keyword: c.Keyword, Text: c.Text, Branch: c.Branch, Fallback: c.Fallback}
	}
	return out, nil
}

// Features implements explain.Explainer.
func (Explainer) Features(sql string, idents []string) ([]string, error) {
	p, err := diagnose.Features(sql, idents)
	if err != nil {
		return nil, err
	}
	return p.Names(), nil
}

// names lists a schema's names for the diagnosis.
func names(s *schema.Schema) diagnose.Schema {
	var d diagnose.Schema
	for _, t := range s.Tables {
		d.Tables = append(d.Tables, diagnose.Table{Name: t, Columns: s.Ordered[t]})
	}
	return d
}

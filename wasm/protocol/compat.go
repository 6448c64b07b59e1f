package protocol

import "encoding/json"

// Four wire keys were camelCase before every key became snake_case
// (extractSql, keepRuns, withFindings, tieUnchecked). Nothing the page
// saves holds them: a saved session is eval/report's format, kept files
// are the files themselves. The page and its worker can still come from
// different builds (a page cached by the browser beside a newer worker),
// so the two decoders below read the old spelling as well; the encoders
// write snake_case only.

// UnmarshalJSON reads a Request, also in its old spelling.
func (r *Request) UnmarshalJSON(b []byte) error {
	type plain Request // the same fields, without this method
	v := struct {
		*plain
		ExtractSQL *bool `json:"extractSql"`
		KeepRuns   *bool `json:"keepRuns"`
	}{plain: (*plain)(r)}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	if v.ExtractSQL != nil {
		r.ExtractSQL = r.ExtractSQL || *v.ExtractSQL
	}
	if v.KeepRuns != nil {
		r.KeepRuns = r.KeepRuns || *v.KeepRuns
	}
	return nil
}

// UnmarshalJSON reads an AuditReport, also in its old spelling.
func (a *AuditReport) UnmarshalJSON(b []byte) error {
	type plain AuditReport
	v := struct {
		*plain
		WithFindings *int `json:"withFindings"`
		TieUnchecked *int `json:"tieUnchecked"`
	}{plain: (*plain)(a)}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	if v.WithFindings != nil {
		a.WithFindings = *v.WithFindings
	}
	if v.TieUnchecked != nil {
		a.TieUnchecked = *v.TieUnchecked
	}
	return nil
}

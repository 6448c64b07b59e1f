package protocol

import (
	"bytes"
	"encoding/json"
)

// Four wire keys were camelCase before every key became snake_case.
// Nothing the page saves holds them: a saved session is eval/report's
// format, kept files are the files themselves. The page and its worker
// can still come from different builds (a page cached by the browser
// beside a newer worker), so the two decoders below read the old
// spelling as well; the encoders write snake_case only.
var oldKeys = map[string]string{
	"extractSql":   "extract_sql",
	"keepRuns":     "keep_runs",
	"withFindings": "with_findings",
	"tieUnchecked": "tie_unchecked",
}

// UnmarshalJSON reads a Request, also in its old spelling.
func (r *Request) UnmarshalJSON(b []byte) error {
	type plain Request // the same fields, without this method
	return unmarshalRespelled(b, (*plain)(r))
}

// UnmarshalJSON reads an AuditReport, also in its old spelling.
func (a *AuditReport) UnmarshalJSON(b []byte) error {
	type plain AuditReport
	return unmarshalRespelled(b, (*plain)(a))
}

// unmarshalRespelled decodes the JSON object b into v after renaming its
// old top-level keys (a key given in both spellings keeps the new one's
// value).
func unmarshalRespelled(b []byte, v any) error {
	old := false
	for k := range oldKeys {
		old = old || bytes.Contains(b, []byte(`"`+k+`"`))
	}
	if old {
		var m map[string]json.RawMessage
		if err := json.Unmarshal(b, &m); err != nil {
			return err
		}
		for k, val := range m {
			if n, ok := oldKeys[k]; ok {
				delete(m, k)
				if _, both := m[n]; !both {
					m[n] = val
				}
			}
		}
		var err error
		if b, err = json.Marshal(m); err != nil {
			return err
		}
	}
	return json.Unmarshal(b, v)
}

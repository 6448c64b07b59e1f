package report

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// SessionFormat marks a saved session file.
const SessionFormat = "spidereval-session/1"

// Session is a saved set of evaluation runs: inputs' names, settings, the
// printed report and every per-question record (databases are not saved).
type Session struct {
	Format string       `json:"spidereval_session"`
	Runs   []SessionRun `json:"runs"`
}

// SessionRun is one saved evaluation.
type SessionRun struct {
	Gold         string   `json:"gold"`
	Pred         string   `json:"pred"`
	Etype        string   `json:"etype"`
	Compat       string   `json:"compat"`
	Interactions int      `json:"interactions"`
	Report       string   `json:"report"`
	Warnings     []string `json:"warnings,omitempty"`
	Records      []Record `json:"records"`
	// Provenance is what the run measured (eval.Provenance), when known.
	Provenance json.RawMessage `json:"provenance,omitempty"`
}

// IsSession tells whether data looks like a saved session.
func IsSession(data []byte) bool {
	head := data
	if len(head) > 200 {
		head = head[:200]
	}
	return bytes.Contains(head, []byte(`"spidereval_session"`))
}

// ReadSession decodes a saved session; name is used in errors.
func ReadSession(name string, data []byte) (*Session, error) {
	var s Session
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("%s: not a readable session: %w", name, err)
	}
	if s.Format != SessionFormat {
		return nil, fmt.Errorf("%s: session format %q, want %q", name, s.Format, SessionFormat)
	}
	return &s, nil
}

// Write encodes the session.
func (s *Session) Write() ([]byte, error) {
	s.Format = SessionFormat
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

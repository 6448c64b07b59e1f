package explain

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// Operations of a Request.
const (
	OpDiagnose = "diagnose"
	OpExtended = "extended"
	OpClauses  = "clauses"
	OpFeatures = "features"
)

// Request is one Explainer call in wire form (JSON).
type Request struct {
	ID      int              `json:"id"`
	Op      string           `json:"op"`
	SQL     string           `json:"sql,omitempty"`
	Schema  *Names           `json:"schema,omitempty"`
	Dialect spiderql.Dialect `json:"dialect,omitempty"`
	Idents  []string         `json:"idents,omitempty"`
}

// Response answers the Request of the same ID.
type Response struct {
	ID int `json:"id"`
	// Reason is the diagnosis as the CLI's JSONL writes it (fields in
	// order, no HTML escaping), as text: a raw JSON field would be
	// HTML-escaped again on the way.
	Reason     string          `json:"reason,omitempty"`
	Summary    string          `json:"summary,omitempty"`
	Query      json.RawMessage `json:"query,omitempty"` // the whole spiderql.Query (query.go): its own JSON is the reference's lossy shape
	Extensions []string        `json:"extensions,omitempty"`
	Clauses    []Clause        `json:"clauses,omitempty"`
	Features   []string        `json:"features,omitempty"`
	Err        string          `json:"err,omitempty"`
}

// Names is a schema as its names: enough to rebuild it with schema.New.
type Names struct {
	DB      string     `json:"db"`
	Tables  []string   `json:"tables"`
	Columns [][]string `json:"columns"`
}

// NamesOf is the wire form of s.
func NamesOf(s *schema.Schema) *Names {
	n := &Names{DB: s.DB, Tables: s.Tables}
	for _, t := range s.Tables {
		n.Columns = append(n.Columns, s.Ordered[t])
	}
	return n
}

// Schema rebuilds the schema.
func (n *Names) Schema() *schema.Schema {
	if n == nil {
		return schema.New("", nil, nil)
	}
	return schema.New(n.DB, n.Tables, n.Columns)
}

// Serve answers one request with e: the loop of the process that holds
// the parser. A panic in e becomes the response's error.
func Serve(e Explainer, req Request) (resp Response) {
	resp.ID = req.ID
	defer func() {
		if p := recover(); p != nil {
			resp = Response{ID: req.ID, Err: fmt.Sprintf("internal error in %s: %v", req.Op, p)}
		}
	}()
	var err error
	switch req.Op {
	case OpDiagnose:
		var reason any
		reason, resp.Summary, err = e.Diagnose(req.SQL, req.Schema.Schema())
		if err == nil && reason != nil {
			resp.Reason, err = jsonText(reason)
		}
	case OpExtended:
		var q *spiderql.Query
		q, resp.Extensions, err = e.ExtendedParse(req.SQL, req.Schema.Schema(), req.Dialect)
		if err == nil {
			resp.Query, err = encodeQuery(q)
		}
	case OpClauses:
		resp.Clauses, err = e.Clauses(req.SQL, req.Idents)
	case OpFeatures:
		resp.Features, err = e.Features(req.SQL, req.Idents)
	default:
		err = fmt.Errorf("unknown operation %q", req.Op)
	}
	if err != nil {
		resp.Err = err.Error()
	}
	return resp
}

// ErrUnavailable wraps every failure to reach the remote side.
var ErrUnavailable = errors.New("the explainer is unavailable")

// Remote is an Explainer whose calls go out as requests through a send
// function and come back through Deliver; calls may run concurrently.
type Remote struct {
	send    func(Request) error
	timeout time.Duration
	mu      sync.Mutex
	next    int
	pending map[int]chan answer
}

// answer is a call's response, or why none will come.
type answer struct {
	resp Response
	err  error
}

// NewRemote returns a Remote that sends with send and gives up on a call
// after timeout.
func NewRemote(send func(Request) error, timeout time.Duration) *Remote {
	return &Remote{send: send, timeout: timeout, pending: map[int]chan answer{}}
}

// Deliver hands the remote side's response to the call waiting for it.
func (r *Remote) Deliver(resp Response) {
	r.mu.Lock()
	ch := r.pending[resp.ID]
	delete(r.pending, resp.ID)
	r.mu.Unlock()
	if ch != nil {
		ch <- answer{resp: resp}
	}
}

// Fail ends every waiting call with err (the remote side died).
func (r *Remote) Fail(err error) {
	r.mu.Lock()
	pending := r.pending
	r.pending = map[int]chan answer{}
	r.mu.Unlock()
	for _, ch := range pending {
		ch <- answer{err: fmt.Errorf("%w: %v", ErrUnavailable, err)}
	}
}

func (r *Remote) call(req Request) (Response, error) {
	ch := make(chan answer, 1)
	r.mu.Lock()
	r.next++
	req.ID = r.next
	r.pending[req.ID] = ch
	r.mu.Unlock()
	forget := func() {
		r.mu.Lock()
		delete(r.pending, req.ID)
		r.mu.Unlock()
	}
	if err := r.send(req); err != nil {
		forget()
		return Response{}, fmt.Errorf("%w: %v", ErrUnavailable, err)
	}
	timer := time.NewTimer(r.timeout)
	defer timer.Stop()
	select {
	case a := <-ch:
		if a.err != nil {
			return Response{}, a.err
		}
		if a.resp.Err != "" {
			return a.resp, errors.New(a.resp.Err)
		}
		return a.resp, nil
	case <-timer.C:
		forget()
		return Response{}, fmt.Errorf("%w: no answer to %s within %v", ErrUnavailable, req.Op, r.timeout)
	}
}

// Diagnose implements Explainer; the reason comes back as a
// json.RawMessage holding the bytes the in-process reason encodes to.
func (r *Remote) Diagnose(sql string, s *schema.Schema) (any, string, error) {
	resp, err := r.call(Request{Op: OpDiagnose, SQL: sql, Schema: NamesOf(s)})
	if err != nil {
		return nil, "", err
	}
	if resp.Reason == "" {
		return nil, resp.Summary, nil
	}
	if !json.Valid([]byte(resp.Reason)) {
		return nil, "", fmt.Errorf("diagnosis: not JSON: %.80q", resp.Reason)
	}
	return json.RawMessage(resp.Reason), resp.Summary, nil
}

// jsonText encodes v as a record's encoder does (no HTML escaping).
func jsonText(v any) (string, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return "", err
	}
	return strings.TrimSuffix(b.String(), "\n"), nil
}

// ExtendedParse implements Explainer.
func (r *Remote) ExtendedParse(pred string, s *schema.Schema, d spiderql.Dialect) (*spiderql.Query, []string, error) {
	resp, err := r.call(Request{Op: OpExtended, SQL: pred, Schema: NamesOf(s), Dialect: d})
	if err != nil && errors.Is(err, ErrUnavailable) {
		return nil, nil, err
	}
	if err != nil {
		return nil, resp.Extensions, err
	}
	q, err := decodeQuery(resp.Query)
	return q, resp.Extensions, err
}

// encodeQuery is the wire form of a query.
func encodeQuery(q *spiderql.Query) ([]byte, error) {
	if q == nil {
		return nil, errors.New("no query")
	}
	b, err := json.Marshal(toWire(q))
	if err != nil {
		return nil, fmt.Errorf("encode the query: %w", err)
	}
	return b, nil
}

// decodeQuery reads encodeQuery's form.
func decodeQuery(b []byte) (*spiderql.Query, error) {
	var w *wireQuery
	if err := json.Unmarshal(b, &w); err != nil {
		return nil, fmt.Errorf("decode the query: %w", err)
	}
	if w == nil {
		return nil, errors.New("decode the query: no query")
	}
	q, err := w.query()
	if err != nil {
		return nil, fmt.Errorf("decode the query: %w", err)
	}
	return q, nil
}

// Clauses implements Explainer.
func (r *Remote) Clauses(sql string, idents []string) ([]Clause, error) {
	resp, err := r.call(Request{Op: OpClauses, SQL: sql, Idents: idents})
	return resp.Clauses, err
}

// Features implements Explainer; a query with none gives an empty list.
func (r *Remote) Features(sql string, idents []string) ([]string, error) {
	resp, err := r.call(Request{Op: OpFeatures, SQL: sql, Idents: idents})
	if err == nil && resp.Features == nil {
		resp.Features = []string{}
	}
	return resp.Features, err
}

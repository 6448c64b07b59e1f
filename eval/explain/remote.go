package explain

import (
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"spidereval/eval/schema"
	"spidereval/eval/spiderql"
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
	ID      int               `json:"id"`
	Op      string            `json:"op"`
	SQL     string            `json:"sql,omitempty"`
	Gold    string            `json:"gold,omitempty"`
	Schema  *Names            `json:"schema,omitempty"`
	FK      map[string]string `json:"fk,omitempty"`
	Dialect spiderql.Dialect  `json:"dialect,omitempty"`
	Idents  []string          `json:"idents,omitempty"`
}

// Response answers the Request of the same ID.
type Response struct {
	ID         int             `json:"id"`
	Reason     json.RawMessage `json:"reason,omitempty"`
	Summary    string          `json:"summary,omitempty"`
	Exact      int             `json:"exact,omitempty"`
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
			resp.Reason, err = json.Marshal(reason)
		}
	case OpExtended:
		resp.Exact, resp.Extensions, err = e.ExtendedMatch(req.SQL, req.Gold, req.Schema.Schema(), req.FK, req.Dialect)
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
	pending map[int]chan Response
}

// NewRemote returns a Remote that sends with send and gives up on a call
// after timeout.
func NewRemote(send func(Request) error, timeout time.Duration) *Remote {
	return &Remote{send: send, timeout: timeout, pending: map[int]chan Response{}}
}

// Deliver hands the remote side's response to the call waiting for it.
func (r *Remote) Deliver(resp Response) {
	r.mu.Lock()
	ch := r.pending[resp.ID]
	delete(r.pending, resp.ID)
	r.mu.Unlock()
	if ch != nil {
		ch <- resp
	}
}

// Fail ends every waiting call with err (the remote side died).
func (r *Remote) Fail(err error) {
	r.mu.Lock()
	pending := r.pending
	r.pending = map[int]chan Response{}
	r.mu.Unlock()
	for id, ch := range pending {
		ch <- Response{ID: id, Err: fmt.Errorf("%w: %v", ErrUnavailable, err).Error()}
	}
}

func (r *Remote) call(req Request) (Response, error) {
	ch := make(chan Response, 1)
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
	case resp := <-ch:
		if resp.Err != "" {
			return resp, errors.New(resp.Err)
		}
		return resp, nil
	case <-timer.C:
		forget()
		return Response{}, fmt.Errorf("%w: no answer to %s within %v", ErrUnavailable, req.Op, r.timeout)
	}
}

// Diagnose implements Explainer; the reason comes back as decoded JSON.
func (r *Remote) Diagnose(sql string, s *schema.Schema) (any, string, error) {
	resp, err := r.call(Request{Op: OpDiagnose, SQL: sql, Schema: NamesOf(s)})
	if err != nil {
		return nil, "", err
	}
	var reason any
	if len(resp.Reason) > 0 {
		if err := json.Unmarshal(resp.Reason, &reason); err != nil {
			return nil, "", fmt.Errorf("diagnosis: %w", err)
		}
	}
	return reason, resp.Summary, nil
}

// ExtendedMatch implements Explainer.
func (r *Remote) ExtendedMatch(pred, gold string, s *schema.Schema, fk map[string]string, d spiderql.Dialect) (int, []string, error) {
	resp, err := r.call(Request{Op: OpExtended, SQL: pred, Gold: gold, Schema: NamesOf(s), FK: fk, Dialect: d})
	if err != nil && errors.Is(err, ErrUnavailable) {
		return 0, nil, err
	}
	return resp.Exact, resp.Extensions, err
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

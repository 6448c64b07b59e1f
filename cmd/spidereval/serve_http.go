package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/spidereval/spidereval/eval/exec"
)

// Limits of the HTTP edge (see SERVE.md, "HTTP").
const (
	maxValues     = 100_000          // requests in one body
	bodyTimeout   = 60 * time.Second // to read a whole body
	headerTimeout = 10 * time.Second
	idleTimeout   = 60 * time.Second
	bodiesHeld    = 4 // bodies of --max-request bytes held at once
)

// errStopping is the cause of the judging context's end once the drain
// deadline has passed.
var errStopping = errors.New("the server is stopping")

// checkAddr refuses an --addr that is not host:port, or not a loopback
// address without --public.
func checkAddr(addr string, public bool) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("--addr %q: %w", addr, err)
	}
	if ip := net.ParseIP(host); !public && (ip == nil || !ip.IsLoopback()) && host != "localhost" {
		return fmt.Errorf("--addr %q is not a loopback address: the server has no authentication; add --public to serve it anyway", addr)
	}
	return nil
}

// httpEdge is the HTTP face of a server: who may call it, and how much
// its requests may hold.
type httpEdge struct {
	*server
	maxBody      int64
	allowOrigins map[string]bool
	allowHosts   map[string]bool
	bodies       *byteBudget
	bodyTimeout  time.Duration
	judging      context.Context // ends (errStopping) when the drain deadline passes
	handlers     sync.WaitGroup
}

func (s *server) newHTTPEdge(judging context.Context, c *serveConfig) *httpEdge {
	h := &httpEdge{server: s, maxBody: c.maxRequest, judging: judging,
		allowOrigins: map[string]bool{}, allowHosts: map[string]bool{},
		bodies: newByteBudget(bodiesHeld * c.maxRequest), bodyTimeout: bodyTimeout}
	for _, o := range c.allowOrigins {
		h.allowOrigins[o] = true
	}
	for _, n := range c.allowHosts {
		h.allowHosts[n] = true
	}
	return h
}

// serveHTTP serves POST /judge and GET /info on ln until a signal
// arrives on stop. Then it accepts nothing more and lets the samples being judged
// finish for --drain; past it (or at a second signal) each sample still
// due is answered with a shutdown error. It returns the signal.
func (s *server) serveHTTP(ln net.Listener, c *serveConfig, stop <-chan os.Signal, stderr io.Writer) (os.Signal, error) {
	judging, cut := context.WithCancelCause(context.Background())
	defer cut(nil)
	h := s.newHTTPEdge(judging, c)
	hs := &http.Server{Handler: h, ReadHeaderTimeout: headerTimeout, IdleTimeout: idleTimeout}
	served := make(chan error, 1)
	go func() { served <- hs.Serve(newLimitListener(ln, c.maxConns)) }()
	fmt.Fprintf(stderr, "spidereval serve: listening on http://%s/ (POST /judge, GET /info)\n", ln.Addr())
	var sig os.Signal
	select {
	case err := <-served:
		return nil, err
	case sig = <-stop:
	}
	fmt.Fprintf(stderr, "spidereval serve: %v: accepting no more requests; the samples being judged may finish for %v (a second signal cuts them now)\n", sig, c.drain)
	shut, cancel := context.WithTimeout(context.Background(), c.drain)
	go func() {
		select {
		case <-stop:
			cancel()
		case <-shut.Done():
		}
	}()
	err := hs.Shutdown(shut)
	cancel()
	if err != nil {
		// Past the deadline: every sample still due gets its error
		// answer, and the handlers end.
		cut(errStopping)
		done := make(chan struct{})
		go func() { h.handlers.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
		}
		hs.Close()
	}
	<-served
	return sig, nil
}

// ServeHTTP checks who is calling, then routes.
func (h *httpEdge) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h.handlers.Add(1)
	defer h.handlers.Done()
	if !h.hostAllowed(r.Host) {
		// A page on a name rebound to this address (DNS rebinding).
		refuse(w, http.StatusForbidden, errForbidden, fmt.Sprintf("Host %q is not this server's: use localhost or an IP address (or allow the name with --allow-host)", r.Host))
		return
	}
	origin := r.Header.Get("Origin")
	allowed := origin != "" && h.allowOrigins[strings.ToLower(origin)]
	switch site := r.Header.Get("Sec-Fetch-Site"); {
	case origin != "" && !allowed:
		refuse(w, http.StatusForbidden, errForbidden, fmt.Sprintf("a request from the web page at %q: refused (allow that origin with --allow-origin)", origin))
		return
	case origin == "" && site != "" && site != "same-origin" && site != "none":
		refuse(w, http.StatusForbidden, errForbidden, fmt.Sprintf("a %s request from a web page: refused", site))
		return
	}
	if allowed {
		w.Header().Set("Access-Control-Allow-Origin", origin)
		w.Header().Add("Vary", "Origin")
	}
	route := r.URL.Path
	switch {
	case route != "/judge" && route != "/info":
		refuse(w, http.StatusNotFound, errBadRequest, "no such path: POST /judge or GET /info")
	case r.Method == http.MethodOptions && allowed:
		w.Header().Set("Access-Control-Allow-Methods", "GET, POST")
		w.Header().Set("Access-Control-Allow-Headers", "Content-Type")
		w.Header().Set("Access-Control-Max-Age", "600")
		w.WriteHeader(http.StatusNoContent)
	case route == "/info" && (r.Method == http.MethodGet || r.Method == http.MethodHead):
		w.Header().Set("Content-Type", "application/json")
		w.Write(encode(answer{Info: &h.info}))
	case route == "/judge" && r.Method == http.MethodPost:
		h.judge(w, r)
	default:
		w.Header().Set("Allow", map[string]string{"/info": "GET", "/judge": "POST"}[route])
		refuse(w, http.StatusMethodNotAllowed, errBadRequest, fmt.Sprintf("%s %s: want %s", r.Method, route, map[string]string{"/info": "GET", "/judge": "POST"}[route]))
	}
}

// hostAllowed: localhost, an IP address (which no page can rebind) or a
// name given with --allow-host.
func (h *httpEdge) hostAllowed(host string) bool {
	if name, _, err := net.SplitHostPort(host); err == nil {
		host = name
	}
	host = strings.ToLower(strings.TrimSuffix(strings.TrimPrefix(host, "["), "]"))
	return host == "localhost" || net.ParseIP(host) != nil || h.allowHosts[host]
}

// refuse answers a request the server does not judge with one error line.
func refuse(w http.ResponseWriter, status int, kind, msg string) {
	w.Header().Set("Content-Type", "application/x-ndjson")
	w.WriteHeader(status)
	w.Write(encode(answer{Error: msg, Kind: kind}))
}

// judge answers a body of JSON values, one answer line per value in the
// body's order, each written as soon as it and those before it are ready.
func (h *httpEdge) judge(w http.ResponseWriter, r *http.Request) {
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" && mt != "application/x-ndjson" {
		// Browsers send text/plain or form types without asking first.
		refuse(w, http.StatusUnsupportedMediaType, errBadRequest, fmt.Sprintf("Content-Type %q: want application/json", r.Header.Get("Content-Type")))
		return
	}
	tooLarge := fmt.Sprintf("request too large: over --max-request (%d bytes)", h.maxBody)
	if r.ContentLength > h.maxBody {
		refuse(w, http.StatusRequestEntityTooLarge, errTooLarge, tooLarge)
		return
	}
	size := h.maxBody
	if r.ContentLength >= 0 {
		size = r.ContentLength
	}
	// Bodies wait for their bytes before they are read.
	if err := h.bodies.acquire(r.Context(), size); err != nil {
		return
	}
	defer h.bodies.release(size)
	data, status, err := readBody(w, r, size, h.maxBody, h.bodyTimeout)
	if err != nil {
		kind := errBadRequest
		if status == http.StatusRequestEntityTooLarge {
			kind, err = errTooLarge, errors.New(tooLarge)
		}
		w.Header().Set("Connection", "close")
		refuse(w, status, kind, err.Error())
		return
	}
	w.Header().Set("Content-Type", "application/x-ndjson")
	h.stream(w, r.Context(), data)
}

// readBody reads the whole body within timeout.
func readBody(w http.ResponseWriter, r *http.Request, size, maxBody int64, timeout time.Duration) ([]byte, int, error) {
	rc := http.NewResponseController(w)
	rc.SetReadDeadline(time.Now().Add(timeout))
	var buf bytes.Buffer
	buf.Grow(int(min(size, maxBody)) + bytes.MinRead)
	if _, err := buf.ReadFrom(http.MaxBytesReader(w, r.Body, maxBody)); err != nil {
		var tooBig *http.MaxBytesError
		var ne net.Error
		switch {
		case errors.As(err, &tooBig):
			return nil, http.StatusRequestEntityTooLarge, err
		case errors.As(err, &ne) && ne.Timeout():
			return nil, http.StatusRequestTimeout, fmt.Errorf("reading the request: the body took over %v", timeout)
		}
		return nil, http.StatusBadRequest, fmt.Errorf("reading the request: %w", err)
	}
	// The deadline stays on a failed read: the rest of such a body is
	// not waited for.
	rc.SetReadDeadline(time.Time{})
	return buf.Bytes(), 0, nil
}

// pendingAnswer is one value's answer, in the body's order: ready, or to
// come on ch. status is the HTTP status when it is the first.
type pendingAnswer struct {
	line   []byte
	ch     chan []byte
	status int
}

// stream judges the body's values with the server's workers and writes the
// answers in order. At most 2 × workers answers wait to be written.
func (h *httpEdge) stream(w http.ResponseWriter, client context.Context, data []byte) {
	ctx, cancel := context.WithCancelCause(h.judging)
	defer cancel(nil)
	defer context.AfterFunc(client, func() { cancel(context.Canceled) })()
	pending := make(chan pendingAnswer, 2*h.workers.Len())
	go h.feed(ctx, data, pending)
	first := true
	flush := func() {
		if !first { // the first line sets the status
			http.NewResponseController(w).Flush()
		}
	}
	for {
		var p pendingAnswer
		var ok bool
		select {
		case p, ok = <-pending:
		default:
			flush()
			p, ok = <-pending
		}
		if !ok {
			break
		}
		if p.ch != nil {
			select {
			case p.line = <-p.ch:
			default:
				flush()
				p.line = <-p.ch
			}
		}
		if first && p.status != 0 {
			w.WriteHeader(p.status)
		}
		first = false
		w.Write(p.line)
	}
	flush()
}

// feed decodes the body's values one by one and hands each to a worker,
// its answer to come in pending, until the body ends (then it closes
// pending).
func (h *httpEdge) feed(ctx context.Context, data []byte, pending chan<- pendingAnswer) {
	defer close(pending)
	dec := json.NewDecoder(bytes.NewReader(data))
	for n := 0; ; n++ {
		var v json.RawMessage
		err := dec.Decode(&v)
		switch {
		case err == io.EOF:
			return
		case err != nil:
			pending <- pendingAnswer{line: encode(answer{Error: fmt.Sprintf("bad request: value %d of the body: %v (the rest of the body is not read)", n+1, err), Kind: errBadRequest}), status: http.StatusBadRequest}
			return
		case n == maxValues:
			pending <- pendingAnswer{line: encode(answer{Error: fmt.Sprintf("request too large: over %d values in one body (the rest is not read)", maxValues), Kind: errTooLarge}), status: http.StatusRequestEntityTooLarge}
			return
		}
		ch := make(chan []byte, 1)
		pending <- pendingAnswer{ch: ch}
		if cause := context.Cause(ctx); cause != nil {
			if !errors.Is(cause, errStopping) {
				ch <- nil // the client is gone
				return
			}
			ch <- encode(h.notJudged(valueID(v), cause))
			continue
		}
		place, err := h.workers.Take(ctx)
		if err != nil {
			ch <- encode(h.notJudged(valueID(v), err))
			continue
		}
		go func() {
			defer place.Release()
			ch <- encode(h.handle(exec.WithPlace(ctx, place), v))
		}()
	}
}

// valueID is a request value's id, or null.
func valueID(v []byte) json.RawMessage {
	var r struct {
		ID json.RawMessage `json:"id"`
	}
	if json.Unmarshal(v, &r) != nil {
		return lenientID(v)
	}
	return r.ID
}

// byteBudget bounds the bytes of request bodies held at once.
type byteBudget struct {
	mu         sync.Mutex
	size, free int64
	freed      chan struct{} // closed at the next release
}

func newByteBudget(size int64) *byteBudget { return &byteBudget{size: size, free: size} }

// acquire takes n bytes (at most the whole budget), waiting while they are
// held; it fails only when ctx ends.
func (b *byteBudget) acquire(ctx context.Context, n int64) error {
	n = min(n, b.size)
	for {
		b.mu.Lock()
		if b.free >= n {
			b.free -= n
			b.mu.Unlock()
			return nil
		}
		if b.freed == nil {
			b.freed = make(chan struct{})
		}
		freed := b.freed
		b.mu.Unlock()
		select {
		case <-freed:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

func (b *byteBudget) release(n int64) {
	n = min(n, b.size)
	b.mu.Lock()
	b.free += n
	if b.freed != nil {
		close(b.freed)
		b.freed = nil
	}
	b.mu.Unlock()
}

// limitListener accepts at most n connections at once; more wait in the
// kernel's queue.
type limitListener struct {
	net.Listener
	slots     chan struct{}
	done      chan struct{}
	closeOnce sync.Once
}

func newLimitListener(ln net.Listener, n int) *limitListener {
	return &limitListener{Listener: ln, slots: make(chan struct{}, n), done: make(chan struct{})}
}

func (l *limitListener) Accept() (net.Conn, error) {
	select {
	case l.slots <- struct{}{}:
	case <-l.done:
		return nil, net.ErrClosed
	}
	c, err := l.Listener.Accept()
	if err != nil {
		<-l.slots
		return nil, err
	}
	return &limitConn{Conn: c, release: sync.OnceFunc(func() { <-l.slots })}, nil
}

func (l *limitListener) Close() error {
	l.closeOnce.Do(func() { close(l.done) })
	return l.Listener.Close()
}

type limitConn struct {
	net.Conn
	release func()
}

func (c *limitConn) Close() error {
	c.release()
	return c.Conn.Close()
}

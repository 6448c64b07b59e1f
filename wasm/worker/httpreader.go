//go:build js && wasm

package main

import (
	"fmt"
	"strings"
	"syscall/js"

	"github.com/spidereval/spidereval/wasm/urlsource"
)

// xhrGet is urlsource's Getter in the worker: a synchronous
// XMLHttpRequest (allowed in workers), so that SQLite's page reads, which
// cannot wait for a promise, read a URL as they read a File. A request the
// browser refuses or cannot make (network, CORS) is an error.
func xhrGet(url string, start, end int64) (res urlsource.Response, err error) {
	defer func() {
		if r := recover(); r != nil { // send threw: a NetworkError
			msg := fmt.Sprint(r)
			if e, ok := r.(js.Error); ok {
				msg = e.Get("message").String()
			}
			err = fmt.Errorf("no answer (a network error, or the host does not allow this page to read it: CORS): %s", strings.TrimSpace(msg))
		}
	}()
	x := js.Global().Get("XMLHttpRequest").New()
	x.Call("open", "GET", url, false)
	x.Set("responseType", "arraybuffer")
	if start >= 0 {
		x.Call("setRequestHeader", "Range", fmt.Sprintf("bytes=%d-%d", start, end))
	}
	x.Call("send")
	res.Status = x.Get("status").Int()
	res.StatusText = x.Get("statusText").String()
	res.ContentRange = header(x.Call("getAllResponseHeaders").String(), "content-range")
	if body := x.Get("response"); res.Status >= 200 && res.Status < 300 && body.Truthy() {
		arr := js.Global().Get("Uint8Array").New(body)
		if n := int64(arr.Length()); n > urlsource.MaxWhole {
			return res, fmt.Errorf("the answer is %d bytes, %w (%d MiB)", n, urlsource.ErrTooLarge, urlsource.MaxWhole>>20)
		}
		res.Body = make([]byte, arr.Length())
		js.CopyBytesToGo(res.Body, arr)
	}
	return res, nil
}

// header finds a header in getAllResponseHeaders' text, which lists only
// the headers this page may read (getResponseHeader logs an error for
// the others: a cross-origin Content-Range the host does not expose).
func header(all, name string) string {
	for _, line := range strings.Split(all, "\r\n") {
		k, v, ok := strings.Cut(line, ":")
		if ok && strings.EqualFold(strings.TrimSpace(k), name) {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

package main

// guardedJS wraps a JavaScript condition for polling: an exception counts
// as false (the element polled for may be between renders) and is kept in
// window.__seWaitError, which pollError reads on timeout. The browser tests
// (waitJS) and make bench-web poll through it.
func guardedJS(expr string) string {
	return `(() => { try { return !!(` + expr + `); } catch (e) { window.__seWaitError = String(e); return false; } })()`
}

// pollError is the expression that returns the last exception guardedJS
// caught, or "".
const pollError = `String(window.__seWaitError || "")`

package app

import (
	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The page's hand-written JavaScript, as the Go side calls it: bridge.js
// (window.spidereval: the engine worker, files, downloads, the clipboard)
// and keep.js (window.spideKeep: files kept in this browser). Every call
// from the page's Go into them is a typed method here; no other file
// names a method of either script. Outside the browser go-app's values
// are inert, so the package still builds and tests natively.

// engineBridge is bridge.js: the evaluation worker and the browser's
// file, download and clipboard services.
type engineBridge struct{ v goapp.Value }

// bridge is the page's engine bridge.
func bridge() engineBridge { return engineBridge{goapp.Window().Get("spidereval")} }

// start hands every message of the worker (its JSON text) to onMessage,
// those that came before first.
func (b engineBridge) start(onMessage func(text string)) {
	b.v.Call("start", goapp.FuncOf(func(this goapp.Value, args []goapp.Value) any {
		onMessage(args[0].String())
		return nil
	}))
}

// filesReady hands take the files chosen or dropped before the page's Go
// ran (a list of File objects, or the cause that kept a dropped folder
// from being read), then every later one; it returns how many wait.
func (b engineBridge) filesReady(take func(files goapp.Value, cause string)) int {
	return b.v.Call("filesReady", goapp.FuncOf(func(this goapp.Value, args []goapp.Value) any {
		take(args[0], args[1].String())
		return nil
	})).Int()
}

// send posts one request, as JSON text, to the worker.
func (b engineBridge) send(text string) { b.v.Call("send", text) }

// sendFiles posts files (a FileList or an array of File objects) as load id.
func (b engineBridge) sendFiles(id int, files goapp.Value) { b.v.Call("sendFiles", id, files) }

// dropFiles posts the files of a drop, folders walked, as load id.
func (b engineBridge) dropFiles(id int, dataTransfer goapp.Value) {
	b.v.Call("dropFiles", id, dataTransfer)
}

// resend posts load id's files again (to a restarted worker).
func (b engineBridge) resend(id int) { b.v.Call("resend", id) }

// forget drops the files kept for resending.
func (b engineBridge) forget() { b.v.Call("forget") }

// kill stops the worker; restart starts a fresh one.
func (b engineBridge) kill()    { b.v.Call("kill") }
func (b engineBridge) restart() { b.v.Call("restart") }

// download saves text as a file named filename.
func (b engineBridge) download(filename, text string) { b.v.Call("download", filename, text) }

// copy puts text on the clipboard and hands done "" or why it could not.
func (b engineBridge) copy(text string, done func(cause string)) {
	var f goapp.Func
	f = goapp.FuncOf(func(this goapp.Value, args []goapp.Value) any {
		done(args[0].String())
		f.Release()
		return nil
	})
	b.v.Call("copy", text, f)
}

// about reads web/about.json and hands done its text and "", or "" and
// the cause.
func (b engineBridge) about(done func(text, cause string)) {
	b.v.Call("about", goapp.FuncOf(func(this goapp.Value, args []goapp.Value) any {
		done(args[0].String(), args[1].String())
		return nil
	}))
}

// keptFiles is keep.js: copies of loaded files in the browser's
// origin-private file system. Its methods answer on the UI goroutine,
// in ctx, once the script's promise settles.
type keptFiles struct {
	v   goapp.Value
	ctx goapp.Context
}

// kept is the page's store of kept files; answers are dispatched in ctx.
func kept(ctx goapp.Context) keptFiles {
	return keptFiles{goapp.Window().Get("spideKeep"), ctx}
}

// supported tells whether this browser can keep files.
func (k keptFiles) supported() bool { return k.v.Truthy() && k.v.Call("supported").Bool() }

// list hands done the kept files (File objects) or the cause of failure.
func (k keptFiles) list(done func(ctx goapp.Context, files goapp.Value, err string)) {
	k.call("list", nil, done)
}

// usage hands done the storage estimate ({usage, quota, persisted}).
func (k keptFiles) usage(done func(ctx goapp.Context, u goapp.Value, err string)) {
	k.call("usage", nil, done)
}

// keepAll copies what urls name into the kept files and hands done
// {saved, bytes}.
func (k keptFiles) keepAll(urls []string, done func(ctx goapp.Context, v goapp.Value, err string)) {
	list := make([]any, len(urls))
	for i, u := range urls {
		list[i] = u
	}
	k.call("keepAll", []any{list}, done)
}

// forget deletes every kept file.
func (k keptFiles) forget(done func(ctx goapp.Context, v goapp.Value, err string)) {
	k.call("forget", nil, done)
}

// call calls keep.js's method with args and hands the outcome of its
// promise to done on the UI goroutine.
func (k keptFiles) call(method string, args []any, done func(ctx goapp.Context, v goapp.Value, err string)) {
	ctx := k.ctx
	var ok, ko goapp.Func
	ok = goapp.FuncOf(func(this goapp.Value, a []goapp.Value) any {
		ok.Release()
		ko.Release()
		var v goapp.Value = goapp.Undefined()
		if len(a) > 0 {
			v = a[0]
		}
		ctx.Dispatch(func(ctx goapp.Context) { done(ctx, v, "") })
		return nil
	})
	ko = goapp.FuncOf(func(this goapp.Value, a []goapp.Value) any {
		ok.Release()
		ko.Release()
		msg := "unknown error"
		if len(a) > 0 && a[0].Truthy() {
			if m := a[0].Get("message"); m.Truthy() {
				msg = m.String()
			} else {
				msg = a[0].Call("toString").String()
			}
		}
		ctx.Dispatch(func(ctx goapp.Context) { done(ctx, goapp.Undefined(), msg) })
		return nil
	})
	k.v.Call(method, args...).Call("then", ok, ko)
}

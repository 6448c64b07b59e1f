// Command app is the explorer's browser entry point (GOOS=js GOARCH=wasm):
// it mounts the go-app components; evaluation runs in wasm/worker.
package main

import (
	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/app"
)

func main() {
	app.Register()
	goapp.RunWhenOnBrowser()
}

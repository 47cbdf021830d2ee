"""One IPython kernel driven over JSON lines on stdin/stdout (issue 15, DESIGN §6). Runs inside the task's sandbox,
beside the kernel it starts: the kernel's ZMQ sockets are in the sandbox's private /tmp, so only this process can
reach them. Run by start-kernel.ts as `python3 -I -c <this file>` (isolated: the workspace, which the sandboxed
code writes, is not on its import path) with Debian's /usr/bin/python3 and its Jupyter packages only.

Requests (one JSON object a line): {"op": "execute", "id", "code", "timeout"}, {"op": "interrupt"},
{"op": "restart", "id"}, {"op": "shutdown"}. Answers: {"event": "ready"}, {"event": "output", "id", "output"}
(an nbformat 4 output, sent as it arrives), {"event": "done", "id", "status", "execution_count", "restarted",
"exit"}, {"event": "restarted", "id"}, {"event": "failed", "message"}.
"""
import json
import os
import queue
import re
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

# ipykernel_launcher's steps (the workspace leaves sys.path while the kernel loads, so a file there named like a
# module cannot break the start; IPython puts it back for the cells), minus two imports that only serve front ends:
# ipykernel's debugger (debugpy) and IPython's completions (jedi), ~0.35 s of every start together. Blocked only
# while ipykernel loads (it runs without them when their import fails), so a cell can still import either.
KERNEL_LAUNCHER = """
import sys
if sys.path[0] == "":
    del sys.path[0]
front_end_only = ("debugpy", "jedi")
sys.modules.update(dict.fromkeys(front_end_only))
from ipykernel.kernelapp import IPKernelApp
for name in front_end_only:
    del sys.modules[name]
IPKernelApp.launch_instance()
"""
READY_SECONDS = 60
# How long an interrupted cell may take to stop before the kernel is restarted (code in C can ignore SIGINT).
INTERRUPT_GRACE_SECONDS = 5
ANSI_CODES = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")

write_lock = threading.Lock()


def send(message):
    with write_lock:
        sys.stdout.write(json.dumps(message) + "\n")
        sys.stdout.flush()


def nbformat_output(msg_type, content):
    """An IOPub message as the nbformat 4 output it becomes, or None for messages that are not outputs."""
    if msg_type == "stream":
        return {"output_type": "stream", "name": content["name"], "text": content["text"]}
    if msg_type == "execute_result":
        return {"output_type": "execute_result", "execution_count": content.get("execution_count"),
                "data": content["data"], "metadata": content.get("metadata", {})}
    if msg_type in ("display_data", "update_display_data"):
        return {"output_type": "display_data", "data": content["data"], "metadata": content.get("metadata", {})}
    if msg_type == "error":
        # IPython colours its tracebacks for terminals; the notebook view and the agent read plain text.
        return {"output_type": "error", "ename": content["ename"], "evalue": content["evalue"],
                "traceback": [ANSI_CODES.sub("", line) for line in content.get("traceback", [])]}
    return None


class Kernel:
    def __init__(self):
        self.folder = tempfile.mkdtemp(prefix="kernel-")
        self.generation = 0
        self.process = None
        self.client = None
        # Held while a kernel process is started or stopped: a shutdown from the reader thread must not miss a
        # kernel the main thread is starting at that moment.
        self.lock = threading.Lock()
        self.closing = False

    def start(self):
        self.generation += 1
        # IPC sockets in this bridge's private folder (mkdtemp: 0700): no port to pick, none open to anyone else.
        connection = {"transport": "ipc", "ip": f"{self.folder}/k{self.generation}", "shell_port": 1, "iopub_port": 2,
                      "stdin_port": 3, "control_port": 4, "hb_port": 5, "key": secrets.token_hex(16),
                      "signature_scheme": "hmac-sha256", "kernel_name": "python3"}
        connection_file = f"{self.folder}/kernel-{self.generation}.json"
        with open(connection_file, "w") as file:
            json.dump(connection, file)
        env = dict(os.environ, MPLBACKEND="module://matplotlib_inline.backend_inline", IPYTHONDIR=self.folder)
        # A process group of its own, as Jupyter starts kernels: an interrupt reaches the commands a cell runs, and
        # a restart or shutdown ends whatever the kernel started, even after the kernel itself died.
        with self.lock:
            if self.closing:
                raise RuntimeError("the kernel was shut down")
            self.process = subprocess.Popen(
                [sys.executable, "-c", KERNEL_LAUNCHER, "-f", connection_file, "--HistoryManager.enabled=False",
                 "--IPKernelApp.log_level=ERROR"],
                env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, process_group=0)
        # Imported once the kernel is on its way: the two loads overlap.
        import zmq
        from jupyter_client.blocking.client import BlockingKernelClient

        self.client = BlockingKernelClient(connection_file=connection_file)
        # The kernel binds its sockets ~0.8 s from now; ZMQ retries a connect every 100 ms by default.
        self.client.context.setsockopt(zmq.RECONNECT_IVL, 10)
        self.client.load_connection_file()
        self.client.start_channels()
        self.wait_until_ready()

    def wait_until_ready(self):
        # Ready = a kernel_info reply on the shell channel and the kernel's status on IOPub, so the subscription is
        # live and the first cell's output cannot be lost (ZMQ's slow joiner).
        deadline = time.monotonic() + READY_SECONDS
        while time.monotonic() < deadline:
            if not self.alive():
                raise RuntimeError(f"the kernel exited while starting (exit code {self.process.returncode})")
            self.client.kernel_info()
            try:
                self.client.get_shell_msg(timeout=0.5)
                self.client.get_iopub_msg(timeout=0.2)
                return
            except queue.Empty:
                continue
        raise RuntimeError(f"the kernel was not ready within {READY_SECONDS} s")

    def alive(self):
        return self.process is not None and self.process.poll() is None

    def signal_group(self, signal_number):
        try:
            os.killpg(self.process.pid, signal_number)
        except (ProcessLookupError, PermissionError):
            pass  # Nothing left in the group.

    def interrupt(self):
        if self.alive():
            self.signal_group(signal.SIGINT)

    def stop(self):
        if self.client is not None:
            self.client.stop_channels()
        with self.lock:
            if self.process is not None:
                self.signal_group(signal.SIGKILL)
                self.process.wait()

    def restart(self):
        self.stop()
        self.start()

    def execute(self, request):
        # stop_on_error=False: after a failing cell ipykernel otherwise aborts the requests that reach it before its
        # "stop aborting" callback runs, so on a busy machine the next cell came back at once, empty and unrun.
        # Cells are sent one at a time, so there is never a queue worth aborting.
        msg_id = self.client.execute(request["code"], allow_stdin=False, stop_on_error=False)
        deadline = time.monotonic() + request["timeout"]
        timed_out = False
        interrupted_at = None
        while True:
            if not self.alive():
                code = self.process.returncode
                self.restart()
                return {"status": "error", "execution_count": None, "restarted": True, "exit": code}
            now = time.monotonic()
            if now > deadline and interrupted_at is None:
                timed_out = True
                interrupted_at = now
                self.interrupt()
            if interrupted_at is not None and now > interrupted_at + INTERRUPT_GRACE_SECONDS:
                self.restart()
                return {"status": "timeout", "execution_count": None, "restarted": True, "exit": None}
            try:
                message = self.client.get_iopub_msg(timeout=0.1)
            except queue.Empty:
                continue
            if message["parent_header"].get("msg_id") != msg_id:
                continue
            msg_type, content = message["msg_type"], message["content"]
            if msg_type == "status" and content["execution_state"] == "idle":
                break
            output = nbformat_output(msg_type, content)
            if output is not None:
                send({"event": "output", "id": request["id"], "output": output})
        reply = self.shell_reply(msg_id)
        status = "timeout" if timed_out else ("ok" if reply.get("status") == "ok" else "error")
        return {"status": status, "execution_count": reply.get("execution_count"), "restarted": False, "exit": None}

    def shell_reply(self, msg_id):
        # The reply precedes the idle status on the wire; a missing one leaves the count unknown, nothing worse.
        try:
            while True:
                message = self.client.get_shell_msg(timeout=5)
                if message["parent_header"].get("msg_id") == msg_id:
                    return message["content"]
        except queue.Empty:
            return {}


def read_requests(kernel, requests):
    """Stdin, read on its own thread so that an interrupt or a shutdown reaches the kernel while a cell runs."""
    for line in sys.stdin:
        try:
            request = json.loads(line)
        except ValueError:
            continue
        if request.get("op") == "interrupt":
            kernel.interrupt()
        elif request.get("op") == "shutdown":
            break
        else:
            requests.put(request)
    # Shutdown (or the server gone): the kernel's whole group ends now, whatever the main thread is doing.
    end(kernel)
    os._exit(0)


def end(kernel):
    kernel.closing = True
    kernel.stop()
    # Under SANDBOX=none this folder (connection keys, sockets) is in the host's /tmp.
    shutil.rmtree(kernel.folder, ignore_errors=True)


def serve(kernel, requests):
    while True:
        request = requests.get()
        if request.get("op") == "execute":
            send({"event": "done", "id": request["id"], **kernel.execute(request)})
        elif request.get("op") == "restart":
            kernel.restart()
            send({"event": "restarted", "id": request["id"]})


def main():
    kernel = Kernel()
    requests = queue.Queue()
    try:
        kernel.start()
        send({"event": "ready"})
        threading.Thread(target=read_requests, args=(kernel, requests), daemon=True).start()
        serve(kernel, requests)
    except Exception as error:
        # A kernel that cannot start (or restart) ends the bridge; the server tells the agent and starts anew.
        send({"event": "failed", "message": str(error) or type(error).__name__})
        end(kernel)


main()

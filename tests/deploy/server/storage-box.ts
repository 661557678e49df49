/**
 * An off-site storage for the deploy suite, standing in for a Hetzner Storage Box: a second
 * Debian 12 container (./machine.ts) on the shared network, whose sshd listens on
 * 127.0.0.1:2222 only and lets one user, `box`, in by key. The servers reach it as
 * `sftp://box@127.0.0.1:2222//home/box/atelier`; `rclone` is there too, for the append-only form
 * (`command="rclone serve restic --stdio --append-only …"` in authorized_keys), as on the box.
 */
import { newMachine, storageBoxPort, type Machine } from "./machine";

export type StorageBox = {
  machine: Machine;
  /** The repository as a server's settings name it. */
  target: string;
  /** Lets exactly these public keys in (each line as given), replacing the ones before. */
  authorize(...lines: string[]): void;
  /** What the box holds in its repository folder (restic's layout: config, data, index, …). */
  repositoryFiles(): string[];
};

export async function newStorageBox(): Promise<StorageBox> {
  const machine = newMachine("atelier-box");
  await machine.boot();
  try {
    setUp(machine);
  } catch (error) {
    // Nobody else holds the machine yet to switch it off.
    await machine.poweroff();
    throw error;
  }
  return {
    machine,
    target: `sftp://box@127.0.0.1:${storageBoxPort}//home/box/atelier`,
    authorize(...lines) {
      machine.must(
        "cat >/home/box/.ssh/authorized_keys && chown box:box /home/box/.ssh/authorized_keys && chmod 600 /home/box/.ssh/authorized_keys",
        { input: `${lines.map((line) => line.trim()).join("\n")}\n` },
      );
    },
    repositoryFiles: () =>
      machine.must("ls -1 /home/box/atelier 2>/dev/null || true").split("\n").filter(Boolean),
  };
}

function setUp(machine: Machine) {
  // The package would start sshd on port 22 at once, which the host may use: it starts only
  // after its settings say 127.0.0.1:2222.
  machine.must(
    "printf '#!/bin/sh\\nexit 101\\n' >/usr/sbin/policy-rc.d && chmod 755 /usr/sbin/policy-rc.d",
  );
  machine.must(
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openssh-server rclone >/dev/null",
    { timeoutMs: 900_000 },
  );
  machine.must("rm /usr/sbin/policy-rc.d");
  machine.must(
    `printf 'Port ${storageBoxPort}\\nListenAddress 127.0.0.1\\nPasswordAuthentication no\\nKbdInteractiveAuthentication no\\n' >/etc/ssh/sshd_config.d/box.conf`,
  );
  machine.must(
    "useradd --create-home --shell /bin/bash box && install -d -o box -g box -m 0700 /home/box/.ssh",
  );
  machine.must("systemctl restart ssh.service");
  // Answering on the port (bash's /dev/tcp; the minimal system has no ss).
  machine.must(
    `for i in $(seq 50); do (exec 3<>/dev/tcp/127.0.0.1/${storageBoxPort}) 2>/dev/null && exit 0; sleep 0.2; done; exit 1`,
  );
}

/** The client's network (lib/server/client-network.ts): what the booking limits count (docs/decisions/017). */
import { clientNetwork } from "@/lib/server/client-network";

describe("clientNetwork", () => {
  it("IPv4: the /24, which is also its aggregate", () => {
    expect(clientNetwork("203.0.113.7")).toEqual({
      key: "203.0.113.0/24",
      aggregatePrefix: "203.0.113.0/24",
      family: 4,
    });
    expect(clientNetwork(" 10.1.2.255 ").key).toBe("10.1.2.0/24");
    expect(clientNetwork("10.1.3.1").key).not.toBe(clientNetwork("10.1.2.1").key);
  });

  it("IPv4 seen on a dual-stack socket (v4-mapped IPv6, dotted or hex) is that IPv4 client", () => {
    expect(clientNetwork("::ffff:203.0.113.7").key).toBe("203.0.113.0/24");
    expect(clientNetwork("::FFFF:cb00:7107").key).toBe("203.0.113.0/24");
    expect(clientNetwork("0:0:0:0:0:ffff:203.0.113.7").family).toBe(4);
  });

  it("IPv6: the /64 in full form whatever the spelling, the /48 as its prefix", () => {
    const forms = [
      "2001:db8:1:2::7",
      "2001:DB8:1:2:0:0:0:7",
      "2001:0db8:0001:0002:abcd:ef01:2345:6789",
      "2001:db8:1:2:ffff::",
      "2001:db8:1:2::1.2.3.4",
      "fe80::1%eth0".replace("fe80::", "2001:db8:1:2::"),
    ];
    for (const address of forms) {
      expect(clientNetwork(address)).toEqual({
        key: "2001:0db8:0001:0002::/64",
        aggregatePrefix: "2001:0db8:0001:",
        family: 6,
      });
    }
    expect(clientNetwork("::1").key).toBe("0000:0000:0000:0000::/64");
    expect(clientNetwork("2001:db8::").key).toBe("2001:0db8:0000:0000::/64");
    expect(clientNetwork("fe80::1%eth0").key).toBe("fe80:0000:0000:0000::/64");
  });

  it("many /64s of one /48 are many networks but one aggregate; another /48 is apart", () => {
    const keys = Array.from({ length: 1000 }, (_, i) => clientNetwork(`2001:db8:42:${i.toString(16)}::1`));
    expect(new Set(keys.map((k) => k.key)).size).toBe(1000);
    for (const k of keys) expect(k.key.startsWith(k.aggregatePrefix!)).toBe(true);
    expect(new Set(keys.map((k) => k.aggregatePrefix))).toEqual(new Set(["2001:0db8:0042:"]));
    expect(clientNetwork("2001:db8:43::1").key.startsWith("2001:0db8:0042:")).toBe(false);
  });

  it("anything else is the one 'unknown' network", () => {
    for (const address of ["unknown", "", "999.1.1.1", "2001:db8::g", "1:2:3:4:5:6:7:8:9", "::ffff:999.1.1.1"]) {
      expect(clientNetwork(address)).toEqual({ key: "unknown", aggregatePrefix: null, family: null });
    }
  });
});
